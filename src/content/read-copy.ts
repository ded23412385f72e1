import type { z } from "astro/zod";
import { localizeLinks } from "~/lib/localize-links";
import { fillInSiteFacts } from "~/lib/site-facts";
import type { Locale } from "~/locales";
import { copyFile } from "./copy-file";
import { navigationCopy, type SiteChrome, siteChrome } from "./navigation";
import type { PageName, pageSchemas } from "./page-schemas";
import { type UiCopy, uiCopy } from "./ui-copy";

/**
 * For tests, in Node: a page's copy as the page in `lang` shows it
 * (src/content/copy/<lang>/<page>.yaml, its links led to that language's pages).
 * Tests take the words they expect from here, so an editor's change to the copy
 * changes what they expect. Pages read it through astro:content (load-copy.ts).
 * Paths are the project's: test runners run from its folder.
 */
export function readCopy<Name extends PageName>(
  page: Name,
  lang: Locale,
): z.infer<(typeof pageSchemas)[Name]> {
  return localizeLinks(
    fillInSiteFacts(copyFile(lang, page) as z.infer<(typeof pageSchemas)[Name]>),
    lang,
  );
}

/** For tests: the skip link, header and footer as a page in `lang` shows them. */
export function readSiteChrome(lang: Locale): SiteChrome {
  return siteChrome(navigationCopy.parse(copyFile(lang, "navigation")), lang);
}

/** For tests: the shared controls' words (carousel, video, toasts) as a page in `lang` shows them. */
export function readUi(lang: Locale): UiCopy {
  return uiCopy.parse(copyFile(lang, "ui"));
}
