import { type CollectionEntry, getEntry } from "astro:content";
import { localizeLinks } from "~/lib/localize-links";
import { fillInSiteFacts } from "~/lib/site-facts";
import type { Locale } from "~/locales";
import { routeAt } from "~/route-table";
import type { PageName } from "./page-schemas";

/**
 * A page's copy in the language of the page a URL renders (the route table says
 * which), its links leading to pages in that language and its brand facts
 * (`{site.name}`) filled in.
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
): Promise<CollectionEntry<Name>["data"]> {
  const entry = await getEntry(page, locale);
  if (!entry) {
    throw new Error(
      `src/content/copy/${locale}/${page}.yaml is missing: ${shownOn} is a page in "${locale}". Copy the English file there and translate it.`,
    );
  }
  return localizeLinks(fillInSiteFacts(entry.data), locale);
}
