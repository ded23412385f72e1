import type { PageContent } from "./types";

export const aiAdoptionGapPage = {
  meta: {
    title: "The AI Adoption Gap",
    description:
      "Why most companies buy AI tools but few people use them well, and how job-specific training closes the AI adoption gap.",
  },
  hero: {
    title: "The AI Adoption Gap",
    intro:
      "Companies invest in AI tools, yet most employees never use them well. We close the gap between what AI can do and what your people do with it.",
  },
} satisfies PageContent;
