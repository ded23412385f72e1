import type { ListGroup } from "~/components/sections/ChecklistGroups";
import type { CompanySolutionContent } from "~/components/templates/CompanySolutionPage";
import type { Localized } from "../page-copy";
import { complementaryServices, customisationOptions, platformOptions } from "./platform-options";

/**
 * What large corporates and small and mid-sized companies are offered alike
 * (spec §1): platform options, services, ways to start and pricing. Each
 * audience's page adds its own hero, benefits and what is particular to it.
 */
export const companyOffer = {
  en: {
    platform: {
      eyebrow: "Platform options",
      title: "Three Ways to Run the Platform",
      intro:
        "From a fast multi-tenant start to a private cloud under your full control: choose what fits your security needs and ambitions.",
      options: platformOptions.en,
    },
    services: {
      eyebrow: "Services and customisation",
      title: "More Than a Platform",
      intro:
        "We support your roll-out from the first kick-off to the award ceremony, and adapt the platform to your organisation.",
      groups: [complementaryServices.en, customisationOptions.en],
    },
    pricing: {
      title: "Simple Annual Pricing",
      text: "An annual subscription per user, with volume discounts that grow with your organisation. Tell us about your plans and we will prepare your offer.",
      action: { label: "Get Started", href: "/contact" },
    },
  },
} satisfies Localized<Omit<CompanySolutionContent, "hero" | "benefits" | "starts">, "en">;

/** The two suggested starts (spec §1); each audience's page puts first the one that suits it. */
export const pilotProject: Localized<ListGroup, "en"> = {
  en: {
    title: "Pilot project",
    items: [
      "Start with one or two teams or departments",
      "See real results within weeks",
      "Decide on the company-wide roll-out with facts, not hopes",
    ],
  },
};

export const threeStageApproach: Localized<ListGroup, "en"> = {
  en: {
    title: "3-stage approach",
    items: [
      "Stage 1, mobilise: job-specific training for every role",
      "Stage 2, apply: AI in daily routines with playgrounds and use-case apps",
      "Stage 3, create and measure: new ideas and their value in Return on AI",
    ],
  },
};
