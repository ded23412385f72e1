import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { PartnerCategoriesContent } from "~/components/sections/PartnerCategories";
import type { PartnerLogosContent } from "~/components/sections/PartnerLogos";
import type { Localized, PageCopy } from "./page-copy";
import { type PartnerCategory, partnerCategories, partners } from "./shared/partners";
import { uiText } from "./ui";

const descriptions: Localized<Record<PartnerCategory, string>> = {
  en: {
    technology:
      "The cloud, data and AI technology our platform is built on, and the models our learners work with.",
    solution:
      "Consultancies and integrators who bring our platform into their customers' projects.",
    network:
      "Business networks and alliances that help us reach the companies that need AI skills.",
  },
  de: {
    technology:
      "Die Cloud-, Daten- und AI-Technologie, auf der unsere Plattform aufbaut, und die Modelle, mit denen unsere Lernenden arbeiten.",
    solution:
      "Beratungs- und Integrationsunternehmen, die unsere Plattform in die Projekte ihrer Kunden einbringen.",
    network:
      "Wirtschaftsnetzwerke und Allianzen, die uns mit den Unternehmen zusammenbringen, die AI-Kompetenzen brauchen.",
  },
};

interface PartnersCopy extends PageCopy {
  groups: PartnerCategoriesContent;
  carousel: PartnerLogosContent;
  becomePartner: CallToActionCopy;
}

export const partnersCopy = {
  en: {
    meta: {
      title: "Partners",
      description:
        "Our technology, solution, networking and go-to-market partners, and how to become one.",
    },
    hero: {
      badge: "Partner ecosystem",
      title: "Our Partners",
      intro:
        "We work with technology leaders, solution providers and networks to bring AI adoption to every organisation.",
    },
    /** Groups the one partner list by category, so every count comes from the data. */
    groups: {
      title: "Three Kinds of Partners",
      intro: "Each partnership brings AI adoption to more people, in a different way.",
      countLabel: (count) => (count === 1 ? "1 partner" : `${count} partners`),
      categories: (Object.keys(partnerCategories.en) as PartnerCategory[]).map((category) => ({
        name: partnerCategories.en[category],
        description: descriptions.en[category],
        partners: partners.filter((partner) => partner.category === category),
      })),
    },
    carousel: {
      title: "Working Together",
      intro: "A selection of the companies and networks we work with.",
      partners,
      carouselLabel: "Partner logos",
      carouselText: uiText.en.carousel,
    },
    becomePartner: {
      title: "Partner With Us",
      text: "Bring AI adoption to your customers and members. Tell us about your organisation and how you would like to work with us.",
      action: { label: "Become a Partner", href: "/contact" },
    },
  },
  de: {
    meta: {
      title: "Partner",
      description:
        "Unsere Partner für Technologie, Lösungen, Networking und Go-to-Market, und wie Sie selbst Partner werden.",
    },
    hero: {
      badge: "Partner-Ökosystem",
      title: "Unsere Partner",
      intro:
        "Wir arbeiten mit Technologieführern, Lösungsanbietern und Netzwerken zusammen, um AI-Adoption in jede Organisation zu bringen.",
    },
    groups: {
      title: "Drei Arten von Partnern",
      intro: "Jede Partnerschaft bringt AI-Adoption zu mehr Menschen, jede auf ihre eigene Weise.",
      countLabel: (count) => (count === 1 ? "1 Partner" : `${count} Partner`),
      categories: (Object.keys(partnerCategories.de) as PartnerCategory[]).map((category) => ({
        name: partnerCategories.de[category],
        description: descriptions.de[category],
        partners: partners.filter((partner) => partner.category === category),
      })),
    },
    carousel: {
      title: "Zusammenarbeit",
      intro: "Eine Auswahl der Unternehmen und Netzwerke, mit denen wir zusammenarbeiten.",
      partners,
      carouselLabel: "Partnerlogos",
      carouselText: uiText.de.carousel,
    },
    becomePartner: {
      title: "Werden Sie unser Partner",
      text: "Bringen Sie AI-Adoption zu Ihren Kunden und Mitgliedern. Erzählen Sie uns von Ihrer Organisation und davon, wie Sie mit uns zusammenarbeiten möchten.",
      action: { label: "Partner werden", href: "/de/contact" },
    },
  },
} satisfies Localized<PartnersCopy>;
