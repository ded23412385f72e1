import { getEntry } from "astro:content";
import { readFileSync } from "node:fs";
import { readLegalMarkdown } from "~/lib/legal-markdown";
import { routeAt } from "~/route-table";
import { type LegalPage, legalCopy, legalFile } from "./legal-pages";

/**
 * A legal page's copy in the language of the page a URL renders. A page without its
 * language's file stops the build with the file to write; it never falls back to
 * another language. The body is read from the file itself, so a problem names the
 * file's own line.
 */
export async function loadLegal(page: LegalPage, url: URL) {
  const { locale, path } = routeAt(url.pathname);
  const file = legalFile(locale, page);
  const entry = await getEntry("legal", `${locale}/${page}`);
  if (!entry) {
    throw new Error(
      `${file} is missing: ${path} is a page in "${locale}". Copy the English file there and translate it.`,
    );
  }
  return legalCopy(file, readLegalMarkdown(readFileSync(file, "utf8")), entry.data);
}
