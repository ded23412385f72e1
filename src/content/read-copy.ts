import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "astro/zod";
import { load } from "js-yaml";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { localizeLinks } from "~/lib/localize-links";
import type { Locale } from "~/locales";
import type { PageName, pageSchemas } from "./page-schemas";

/**
 * For tests, in Node: a page's copy as the page in `lang` shows it
 * (src/content/copy/<lang>/<page>.yaml, its links led to that language's pages,
 * its placeholders filled).
 * Tests take the words they expect from here, so an editor's change to the copy
 * changes what they expect. Pages read it through astro:content (load-copy.ts).
 * Paths are the project's: test runners run from its folder.
 */
export function readCopy<Name extends PageName>(
  page: Name,
  lang: Locale,
): z.infer<(typeof pageSchemas)[Name]> {
  const source = readFileSync(path.resolve(`src/content/copy/${lang}/${page}.yaml`), "utf8");
  return localizeLinks(fillPlaceholders(load(source) as z.infer<(typeof pageSchemas)[Name]>), lang);
}
