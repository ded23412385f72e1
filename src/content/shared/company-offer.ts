import type { ListGroup } from "~/components/sections/ChecklistGroups";
import type { CompanyOffer } from "~/components/templates/CompanySolutionPage";
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
      id: "platform-options",
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
      text: "An annual subscription per user, with volume discounts that grow with your organisation. Tell us about your plans and we will prepare a quote for you.",
      action: { label: "Get Started", href: "/contact" },
    },
  },
  de: {
    platform: {
      id: "platform-options",
      eyebrow: "Plattformoptionen",
      title: "Drei Wege, die Plattform zu betreiben",
      intro:
        "Vom schnellen Start auf der Multi-Tenant-Plattform bis zur Private Cloud unter Ihrer vollen Kontrolle: Wählen Sie, was zu Ihren Sicherheitsanforderungen und Ambitionen passt.",
      options: platformOptions.de,
    },
    services: {
      eyebrow: "Services und Anpassung",
      title: "Mehr als eine Plattform",
      intro:
        "Wir begleiten Ihren Roll-out vom ersten Kick-off bis zur Award-Verleihung und passen die Plattform an Ihre Organisation an.",
      groups: [complementaryServices.de, customisationOptions.de],
    },
    pricing: {
      title: "Einfache Preise im Jahresabo",
      text: "Ein Jahresabonnement pro Nutzer, mit Mengenrabatten, die mit Ihrer Organisation wachsen. Erzählen Sie uns von Ihren Plänen, und wir erstellen Ihnen ein Angebot.",
      action: { label: "Jetzt starten", href: "/de/contact" },
    },
  },
} satisfies Localized<CompanyOffer>;

/** The two suggested starts (spec §1); each audience's page puts first the one that suits it. */
export const pilotProject: Localized<ListGroup> = {
  en: {
    title: "Pilot project",
    items: [
      "Start with one or two teams or departments",
      "See real results within weeks",
      "Decide on the company-wide roll-out with facts, not hopes",
    ],
  },
  de: {
    title: "Pilotprojekt",
    items: [
      "Mit einem oder zwei Teams oder Abteilungen starten",
      "Innert weniger Wochen echte Ergebnisse sehen",
      "Über den unternehmensweiten Roll-out mit Fakten entscheiden, nicht mit Hoffnungen",
    ],
  },
};

export const threeStageApproach: Localized<ListGroup> = {
  en: {
    title: "3-stage approach",
    items: [
      "Stage 1, mobilise: job-specific training for every role",
      "Stage 2, apply: AI in daily routines with playgrounds and use-case apps",
      "Stage 3, create and measure: new ideas and their value in Return on AI",
    ],
  },
  de: {
    title: "3-Stufen-Ansatz",
    items: [
      "Stufe 1, mobilisieren: berufsspezifisches Training für jede Rolle",
      "Stufe 2, anwenden: AI im Arbeitsalltag mit Playgrounds und Use-Case-Apps",
      "Stufe 3, gestalten und messen: neue Ideen und ihr Wert im Return on AI",
    ],
  },
};
