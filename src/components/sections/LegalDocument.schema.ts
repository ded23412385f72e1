import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/**
 * When a legal text last changed, in its Markdown file's front matter: `label` as the
 * page writes the date (the spec's "5/8/2025"), `iso` for `<time dateTime>`.
 */
export const lastUpdatedCopy = z.strictObject({
  prefix: text,
  label: text,
  iso: z.iso.date({ error: "a date expected, written YYYY-MM-DD" }),
});

export type LastUpdatedCopy = z.infer<typeof lastUpdatedCopy>;

/**
 * The body of a legal text is Markdown, not front matter: src/lib/legal-markdown.ts
 * reads it into these blocks, one per paragraph, bulleted list, or sentence ending in
 * a mail link, and names the line of anything else.
 */
export type LegalBlock = string | { points: readonly string[] } | { lead: string; email: string };

export interface LegalPart {
  title: string;
  body: readonly LegalBlock[];
}

/** One numbered section of a legal page (a `##`); `parts` are its sub-headings (`###`). */
export interface LegalSection extends LegalPart {
  parts?: readonly LegalPart[];
}

export interface LegalDocumentCopy {
  lastUpdated: LastUpdatedCopy;
  sections: readonly LegalSection[];
}
