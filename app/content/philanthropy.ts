import type { PageContent } from "./types";

export const philanthropyPage = {
  meta: {
    title: "Social Impact and Philanthropy",
    description:
      "Our non-profit initiative teaches AI to young people, especially young women, with the goal of educating 10 million talents worldwide.",
  },
  hero: {
    badge: "Social Impact & Philanthropy",
    title: "AI Education for the Next Generation",
    intro:
      "Our non-profit initiative teaches AI to young people, and especially to young women, so that no talent is left behind.",
  },
} satisfies PageContent;
