import type { PageContent } from "./types";

export const individualsEnPage = {
  meta: {
    title: "Your Personal AI Learning Journey",
    description:
      "Job-specific AI training, personalised news, AI playgrounds, practical apps, creator tools and a personal AI coach. Free for 30 days.",
  },
  hero: {
    title: "Your Personal AI Learning Journey",
    intro:
      "Learn AI for your own job, practise in safe playgrounds and earn official certificates. Free for 30 days.",
  },
} satisfies PageContent;
