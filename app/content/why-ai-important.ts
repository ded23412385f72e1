import type { PageContent } from "./types";

export const whyAiImportantPage = {
  meta: {
    title: "Why AI is Important for All of Us",
    description:
      "What AI means for each of us personally and for companies and institutions, across 18 business functions from Sales to R&D.",
  },
  hero: {
    title: "Why AI is Important for All of Us",
    intro:
      "AI is changing every job and every organisation. Here is what it means for you, for your company and for society.",
  },
} satisfies PageContent;
