import type { PageContent } from "./types";

export const termsPage = {
  meta: {
    title: "Terms and Conditions",
    description: "The terms and conditions for using our website and AI adoption platform.",
  },
  hero: {
    title: "Terms and Conditions",
    intro: "The rules for using our website and platform.",
  },
} satisfies PageContent;
