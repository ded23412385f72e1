import type { PageContent } from "./types";

export const newsPage = {
  meta: {
    title: "News",
    description: "Announcements, product updates and stories from our AI adoption work.",
  },
  hero: {
    title: "News",
    intro: "Announcements, product updates and stories from our work.",
  },
} satisfies PageContent;
