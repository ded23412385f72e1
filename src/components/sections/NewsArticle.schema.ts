import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/** The words around every post (NewsArticle.tsx), in its language. */
export const newsArticleCopy = z.strictObject({
  /** The link back to the list: "All news". */
  back: text,
  /** Before the author's name: "By". */
  byline: text,
  published: text,
  updated: text,
  tagsLabel: text,
  neighbours: z.strictObject({ label: text, newer: text, older: text }),
});

export type NewsArticleCopy = z.infer<typeof newsArticleCopy>;
