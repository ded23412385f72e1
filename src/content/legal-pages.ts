/**
 * The legal texts, written as Markdown: src/content/legal/<locale>/<page>.md, one per
 * page and language. The front matter holds the page's head, its hero and the date it
 * last changed (this schema, checked by Astro and scripts/copy-check.ts); the body is
 * the text itself (src/lib/legal-markdown.ts).
 */
import { z } from "astro/zod";
import { heroCopy } from "~/components/sections/Hero.schema";
import { lastUpdatedCopy } from "~/components/sections/LegalDocument.schema";
import { pageMeta } from "~/lib/copy-schema";
import type { LegalMarkdown } from "~/lib/legal-markdown";

export const legalPages = ["terms-of-service", "privacy-policy"] as const;

export type LegalPage = (typeof legalPages)[number];

export const legalFrontMatter = z.strictObject({
  meta: pageMeta,
  hero: heroCopy,
  lastUpdated: lastUpdatedCopy,
});

/** Where a legal text is written, from the project's folder. */
export const legalFile = (locale: string, page: string) => `src/content/legal/${locale}/${page}.md`;

export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;

/**
 * A legal page's copy: its head and hero from the front matter, its document from the
 * date and the body. A body the page cannot show stops the build, naming file and line.
 */
export function legalCopy(
  file: string,
  { sections, problems }: LegalMarkdown,
  { meta, hero, lastUpdated }: LegalFrontMatter,
) {
  if (problems.length > 0) {
    throw new Error(problems.map((problem) => `${file} → ${problem}`).join("\n"));
  }
  return { meta, hero, document: { lastUpdated, sections } };
}
