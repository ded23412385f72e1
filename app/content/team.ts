import type { PageContent } from "./types";

export const teamPage = {
  meta: {
    title: "Team",
    description:
      "Meet the leadership team and the non-executive board behind the AI adoption platform.",
  },
  hero: {
    title: "Our Team",
    intro: "Educators, engineers and business leaders who believe AI should work for everyone.",
  },
} satisfies PageContent;
