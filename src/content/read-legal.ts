import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { readLegalMarkdown } from "~/lib/legal-markdown";
import type { Locale } from "~/locales";
import { type LegalPage, legalCopy, legalFile, legalFrontMatter } from "./legal-pages";

/**
 * For tests, in Node: a legal page's copy as the page in `lang` shows it
 * (src/content/legal/<lang>/<page>.md). Pages read it through astro:content
 * (load-legal.ts). Paths are the project's: test runners run from its folder.
 */
export function readLegal(page: LegalPage, lang: Locale) {
  const file = legalFile(lang, page);
  const markdown = readLegalMarkdown(readFileSync(path.resolve(file), "utf8"));
  return legalCopy(file, markdown, legalFrontMatter.parse(load(markdown.frontMatter ?? "")));
}
