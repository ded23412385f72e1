import { readFileSync } from "node:fs";
import type { z } from "astro/zod";
import { load } from "js-yaml";
import type { PageName, pageSchemas } from "../../../src/content/page-schemas";
import { localizeLinks } from "../../../src/lib/localize-links";
import type { PageLang } from "../../../src/route-table";

/**
 * A page's copy as the page in `lang` shows it (src/content/copy/<lang>/<page>.yaml,
 * its links led to that language's pages): tests take the words they expect
 * from here, so an editor's change to the copy changes what they expect.
 */
export function copyOf<Name extends PageName>(
  page: Name,
  lang: PageLang,
): z.infer<(typeof pageSchemas)[Name]> {
  const source = readFileSync(
    new URL(`../../../src/content/copy/${lang}/${page}.yaml`, import.meta.url),
    "utf8",
  );
  return localizeLinks(load(source) as z.infer<(typeof pageSchemas)[Name]>, lang);
}
