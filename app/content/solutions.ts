import type { PageContent } from "./types";

export const solutionsPage = {
  meta: {
    title: "Solutions",
    description:
      "AI adoption solutions for large corporates, small and mid-sized companies and individual learners.",
  },
  hero: {
    title: "Solutions for Every Organisation and Every Learner",
    intro:
      "Whether you lead a global enterprise, run a growing business or want to advance your own career, there is a path to AI fluency for you.",
  },
} satisfies PageContent;
