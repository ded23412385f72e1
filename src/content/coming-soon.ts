import type { Localized, PageCopy } from "./page-copy";

export const comingSoonCopy = {
  en: {
    meta: {
      title: "Coming Soon",
      description: "This part of the site is on its way.",
    },
    hero: {
      title: "Coming Soon",
      intro: "We are working on this page. In the meantime, explore our platform or get in touch.",
      actions: [
        { label: "Explore the Platform", href: "/platform" },
        { label: "Contact Us", href: "/contact" },
      ],
    },
  },
} satisfies Localized<PageCopy, "en">;
