import type { PageContent } from "./types";

export const individualsPlansPage = {
  meta: {
    title: "Plans for Individual Learners",
    description:
      "Starter, Professional and Enterprise plans for individual AI learners, with a 14-day money-back guarantee.",
  },
  hero: {
    title: "Choose Your AI Learning Plan",
    intro: "Flexible monthly plans for every ambition, each with a 14-day money-back guarantee.",
  },
} satisfies PageContent;
