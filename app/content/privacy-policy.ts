import type { PageContent } from "./types";

export const privacyPage = {
  meta: {
    title: "Privacy Policy",
    description: "How we collect, use and protect personal data, and the rights you have.",
  },
  hero: {
    title: "Privacy Policy",
    intro: "How we handle your personal data, and the rights you have.",
  },
} satisfies PageContent;
