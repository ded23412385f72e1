import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { NewsArticleCopy } from "~/components/sections/NewsArticle";
import type { NewsListCopy } from "~/components/sections/NewsList";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";

interface NewsCopy extends PageCopy {
  list: NewsListCopy;
  /** The head of the list's further pages: "News, page 2". */
  listPageTitle: (page: number) => string;
  post: NewsArticleCopy;
  /** The closing band of every post. */
  postCallToAction: CallToActionCopy;
  feed: { title: string; description: string };
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
      tagsLabel: "Topics",
      pagination: {
        label: "News pages",
        newer: "Newer posts",
        older: "Older posts",
        page: (page) => `Page ${page}`,
      },
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
    listPageTitle: (page) => `News, page ${page}`,
    post: {
      back: "All news",
      byline: "By",
      published: "Published",
      updated: "Updated",
      tagsLabel: "Topics",
      neighbours: { label: "More news", newer: "Newer post", older: "Older post" },
    },
    postCallToAction: {
      title: "See what AI adoption looks like in your company",
      text: "Tell us where your teams stand today. We will show you how the platform and our people take them from first steps to everyday use.",
      action: { label: "Get in Touch", href: "/contact" },
      secondaryAction: { label: "Explore the Platform", href: "/platform" },
    },
    feed: {
      title: `${site.name} News`,
      description: "Announcements, product updates and stories from our AI adoption work.",
    },
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
      tagsLabel: "Themen",
      pagination: {
        label: "Seiten der News",
        newer: "Neuere Beiträge",
        older: "Ältere Beiträge",
        page: (page) => `Seite ${page}`,
      },
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
    listPageTitle: (page) => `News, Seite ${page}`,
    post: {
      back: "Alle News",
      byline: "Von",
      published: "Veröffentlicht",
      updated: "Aktualisiert",
      tagsLabel: "Themen",
      neighbours: { label: "Weitere News", newer: "Neuerer Beitrag", older: "Älterer Beitrag" },
    },
    postCallToAction: {
      title: "So sieht AI-Adoption in Ihrem Unternehmen aus",
      text: "Erzählen Sie uns, wo Ihre Teams heute stehen. Wir zeigen Ihnen, wie die Plattform und unser Team sie von den ersten Schritten bis in den Arbeitsalltag begleiten.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
      secondaryAction: { label: "Plattform entdecken", href: "/de/platform" },
    },
    feed: {
      title: `${site.name} News`,
      description:
        "Ankündigungen, Produktneuheiten und Geschichten aus unserer Arbeit rund um AI-Adoption.",
    },
  },
} satisfies Localized<NewsCopy>;
