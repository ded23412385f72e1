import type { NewsItem, NewsListContent } from "~/components/sections/NewsList";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";

interface NewsCopy extends PageCopy {
  list: NewsListContent;
  items: readonly NewsItem[];
}

export const newsCopy = {
  en: {
    meta: {
      title: "News",
      description: "Announcements, product updates and stories from our AI adoption work.",
    },
    hero: {
      badge: "Newsroom",
      title: "News",
      intro: "Announcements, product updates and stories from our work.",
    },
    list: {
      title: "Latest News",
      dateLocale: "en-GB",
      empty: {
        title: "No news yet",
        text: "We are preparing our first announcements. In the meantime, discover what our platform does or get in touch with us.",
        actions: [
          { label: "Explore the Platform", href: "/platform" },
          { label: "Get in Touch", href: "/contact" },
        ],
        press: { lead: "Press and partnership enquiries:", email: site.email },
      },
    },
    /**
     * The items on /news, in any order: the page shows the newest first.
     * Add an entry here to publish it.
     */
    items: [],
  },
  de: {
    meta: {
      title: "News",
      description:
        "Ankündigungen, Produktneuheiten und Geschichten aus unserer Arbeit rund um AI-Adoption.",
    },
    hero: {
      badge: "Newsroom",
      title: "News",
      intro: "Ankündigungen, Produktneuheiten und Geschichten aus unserer Arbeit.",
    },
    list: {
      title: "Aktuelle News",
      dateLocale: "de-CH",
      empty: {
        title: "Noch keine News",
        text: "Wir bereiten unsere ersten Ankündigungen vor. Entdecken Sie in der Zwischenzeit, was unsere Plattform kann, oder nehmen Sie Kontakt mit uns auf.",
        actions: [
          { label: "Plattform entdecken", href: "/de/platform" },
          { label: "Kontakt aufnehmen", href: "/de/contact" },
        ],
        press: { lead: "Anfragen von Presse und Partnern:", email: site.email },
      },
    },
    items: [],
  },
} satisfies Localized<NewsCopy>;
