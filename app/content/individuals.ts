import type { PageContent } from "./types";

export const individualsPage = {
  meta: {
    title: "AI Training for Individuals",
    description:
      "Job-specific AI training programmes, AI playgrounds and creator tools for individual learners who want to grow their career with AI.",
  },
  hero: {
    title: "AI Skills for Individuals",
    intro:
      "Learn AI for your own job, practise safely in AI playgrounds and build your own tools without writing code.",
  },
} satisfies PageContent;
