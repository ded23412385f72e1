import type { PageContent } from "./types";

export const partnersPage = {
  meta: {
    title: "Partners",
    description:
      "Our technology, solution, networking and go-to-market partners, and how to become one.",
  },
  hero: {
    title: "Our Partners",
    intro:
      "We work with technology leaders, solution providers and networks to bring AI adoption to every organisation.",
  },
} satisfies PageContent;
