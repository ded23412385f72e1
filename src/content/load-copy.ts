import { type CollectionEntry, getEntry } from "astro:content";
import type { z } from "astro/zod";
import { localizeLinks } from "~/lib/localize-links";
import { fillInSiteFacts } from "~/lib/site-facts";
import { type Locale, locales } from "~/locales";
import { routeAt } from "~/route-table";
import { type SiteChrome, siteChrome } from "./navigation";
import type { PageName, pageSchemas } from "./page-schemas";
import { sharedNamesIn, withSharedItems } from "./shared-items";
import type { SharedItems, SharedName } from "./shared-schemas";
import { type PlayerCopy, playerCopy, type UiCopy } from "./ui-copy";

/**
 * A page's copy in the language of the page a URL renders (the route table says
 * which): each shared item it names (a testimonial) in that language, its links
 * leading to pages in that language and its brand facts (`{site.name}`) filled in.
 */
export function loadCopy<Name extends PageName>(page: Name, url: URL) {
  const route = routeAt(url.pathname);
  return loadCopyIn(page, route.locale, route.path);
}

/**
 * Copy in one locale, for pages that know their locale without a route of their
 * own (the 404 and 500 pages). A missing copy file stops the build with the file
 * to write; it never falls back to another language. `shownOn` names the page.
 */
export async function loadCopyIn<Name extends PageName>(
  page: Name,
  locale: Locale,
  shownOn: string,
) {
  const entry = await getEntry(page, locale);
  if (!entry) throw missingFile(page, locale, `${shownOn} is a page in "${locale}"`);
  const shared = new Map<string, readonly { id: string }[]>();
  for (const name of sharedNamesIn(entry.data)) {
    shared.set(name, await loadShared(name, locale, `${shownOn} shows its items`));
  }
  const data = withSharedItems(
    // Typed by the page's schema itself: the collections' types lose it (a mapped type over the pages).
    entry.data as z.infer<(typeof pageSchemas)[Name]>,
    locale,
    page,
    (name) => shared.get(name) ?? [],
  );
  return localizeLinks(fillInSiteFacts(data), locale);
}

/**
 * The items of a shared collection in `locale`. A missing file stops the build
 * with the file to write; `because` says what needs it.
 */
export async function loadShared<Name extends SharedName>(
  name: Name,
  locale: Locale,
  because: string,
): Promise<readonly SharedItems[Name][]> {
  const file = await getEntry(name, locale);
  if (!file) throw missingFile(name, locale, because);
  return (file.data as { items: readonly SharedItems[Name][] }).items;
}

function missingFile(name: string, locale: Locale, because: string) {
  return new Error(
    `src/content/copy/${locale}/${name}.yaml is missing: ${because}. Copy the English file there and translate it.`,
  );
}

/** A copy file every page in `locale` may show (navigation, ui); no fallback to another language either. */
async function siteCopyIn<Name extends "navigation" | "ui">(name: Name, locale: Locale) {
  const entry = await getEntry(name, locale);
  if (!entry) throw missingFile(name, locale, `the site is built in "${locale}"`);
  return entry.data as CollectionEntry<Name>["data"];
}

/** The skip link, header and footer in `locale`. */
async function chromeOf(locale: Locale): Promise<SiteChrome> {
  return siteChrome(await siteCopyIn("navigation", locale), locale);
}

/** What the players on the page a URL renders say, and their captions' language. */
export async function loadPlayer(url: URL): Promise<PlayerCopy> {
  const { locale } = routeAt(url.pathname);
  return playerCopy(await siteCopyIn("ui", locale), locale);
}

/** The words of the shared controls (carousel, video, toasts) on the page a URL renders. */
export function loadUi(url: URL): Promise<UiCopy> {
  return siteCopyIn("ui", routeAt(url.pathname).locale);
}

// Read before any page renders: an await in the layout would start the page's React
// renders in another order, and so change the ids they give their headings.
const chromes = new Map(
  await Promise.all(locales.map(async ({ code }) => [code, await chromeOf(code)] as const)),
);

/** The audiences' pages, whom each serves and its next steps, on the page a URL renders. */
export function loadAudiences(url: URL): SiteChrome["audiences"] {
  return siteChromeIn(routeAt(url.pathname).locale).audiences;
}

/** The skip link, header and footer of a page in `locale`. */
export function siteChromeIn(locale: Locale): SiteChrome {
  const chrome = chromes.get(locale);
  if (!chrome) throw new Error(`"${locale}" has no header and footer (src/locales.ts)`);
  return chrome;
}
