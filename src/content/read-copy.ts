import type { z } from "astro/zod";
import type { Resolved } from "~/lib/copy-ref";
import { localizeLinks } from "~/lib/localize-links";
import { fillInSiteFacts } from "~/lib/site-facts";
import type { Locale } from "~/locales";
import { copyFile } from "./copy-file";
import { navigationCopy, type SiteChrome, siteChrome } from "./navigation";
import { type PageName, pageSchemas } from "./page-schemas";
import { withSharedItems } from "./shared-items";
import { type SharedItems, type SharedName, sharedSchemas } from "./shared-schemas";
import { type PlayerCopy, playerCopy, type UiCopy, uiCopy } from "./ui-copy";

/**
 * For tests, in Node: a page's copy as the page in `lang` shows it
 * (src/content/copy/<lang>/<page>.yaml, the shared items it names in place, its
 * links led to that language's pages).
 * Tests take the words they expect from here, so an editor's change to the copy
 * changes what they expect. Pages read it through astro:content (load-copy.ts).
 * Paths are the project's: test runners run from its folder.
 */
export function readCopy<Name extends PageName>(
  page: Name,
  lang: Locale,
): Resolved<z.infer<(typeof pageSchemas)[Name]>, SharedItems> {
  const data = withSharedItems(
    // Parsed, so each id becomes the reference the schema makes of it.
    (pageSchemas[page] as z.ZodType).parse(copyFile(lang, page)) as z.infer<
      (typeof pageSchemas)[Name]
    >,
    lang,
    page,
    (name) => sharedItems(name, lang),
  );
  return localizeLinks(fillInSiteFacts(data), lang);
}

/**
 * For tests, scripts and the content config (which Astro loads before any
 * collection): the items of a shared collection in `lang`
 * (src/content/copy/<lang>/<name>.yaml) as a page in `lang` shows them: their
 * links lead to that language's pages.
 */
export function readShared<Name extends SharedName>(name: Name, lang: Locale): SharedItems[Name][] {
  return localizeLinks(fillInSiteFacts(sharedItems(name, lang)), lang);
}

/** A shared collection's items as its file writes them. */
function sharedItems<Name extends SharedName>(name: Name, lang: Locale): SharedItems[Name][] {
  return sharedSchemas[name].parse(copyFile(lang, name)).items as SharedItems[Name][];
}

/** For tests: the skip link, header and footer as a page in `lang` shows them. */
export function readSiteChrome(lang: Locale): SiteChrome {
  return siteChrome(navigationCopy.parse(copyFile(lang, "navigation")), lang);
}

/** For tests: what the players of a page in `lang` say, and their captions' language. */
export function readPlayer(lang: Locale): PlayerCopy {
  return playerCopy(readUi(lang), lang);
}

/** For tests: the shared controls' words (carousel, video, toasts) as a page in `lang` shows them. */
export function readUi(lang: Locale): UiCopy {
  return uiCopy.parse(copyFile(lang, "ui"));
}
