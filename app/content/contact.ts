import type { PageContent } from "./types";

export const contactPage = {
  meta: {
    title: "Contact",
    description:
      "Talk to our team about AI adoption for your company or yourself. Offices in Switzerland, Germany and Turkey.",
  },
  hero: {
    title: "Contact",
    intro: "Tell us about your plans for AI. Our team will get back to you soon.",
  },
} satisfies PageContent;
