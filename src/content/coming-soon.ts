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
  de: {
    meta: {
      title: "Bald verfügbar",
      description: "Dieser Teil der Website ist in Arbeit.",
    },
    hero: {
      title: "Bald verfügbar",
      intro:
        "Wir arbeiten an dieser Seite. Entdecken Sie in der Zwischenzeit unsere Plattform oder nehmen Sie Kontakt mit uns auf.",
      actions: [
        { label: "Plattform entdecken", href: "/de/platform" },
        { label: "Kontaktieren Sie uns", href: "/de/contact" },
      ],
    },
  },
} satisfies Localized<PageCopy>;
