import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { PartnerCategoriesContent } from "~/components/sections/PartnerCategories";
import type { PartnerLogosContent } from "~/components/sections/PartnerLogos";
import type { Localized, PageCopy } from "./page-copy";
import { type PartnerCategory, partnerCategories, partners } from "./shared/partners";
import { uiText } from "./ui";

const descriptions: Record<PartnerCategory, string> = {
  technology:
    "The cloud, data and AI technology our platform is built on, and the models our learners work with.",
  solution: "Consultancies and integrators who bring our platform into their customers' projects.",
  network: "Business networks and alliances that help us reach the companies that need AI skills.",
};

interface PartnersCopy extends PageCopy {
  groups: PartnerCategoriesContent;
  carousel: PartnerLogosContent;
  becomePartner: CallToActionContent;
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
        description: descriptions[category],
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
} satisfies Localized<PartnersCopy, "en">;
