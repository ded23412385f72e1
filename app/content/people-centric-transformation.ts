import type { PageContent } from "./types";

export const peopleCentricPage = {
  meta: {
    title: "The People-Centric AI Transformation",
    description:
      "AI transformation succeeds with people, not tools: job- and role-specific, personalised, interactive and hands-on training for the whole workforce.",
  },
  hero: {
    title: "The People-Centric AI Transformation",
    intro:
      "Technology alone changes nothing. Transformation happens when every employee learns to use AI in their own job.",
  },
} satisfies PageContent;
