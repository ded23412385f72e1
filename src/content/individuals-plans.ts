import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { ComparisonTableCopy } from "~/components/sections/ComparisonTable";
import type { PlanCardsCopy } from "~/components/sections/PlanCards";
import type { Localized, PageCopy } from "./page-copy";
import { freemiumComparison } from "./shared/freemium";

/** A monthly plan price, as shown and as structured data reads it. */
function monthlyUsd(value: number) {
  return {
    price: `$${value}`,
    period: "per month",
    offer: { value, currency: "USD", billingDuration: "P1M" },
  } as const;
}

/** The same price in Swiss notation: the currency code before the amount, joined by a no-break space. */
function monatlichUsd(value: number) {
  return {
    price: `USD\u00A0${value}`,
    period: "pro Monat",
    offer: { value, currency: "USD", billingDuration: "P1M" },
  } as const;
}

const plans = [
  {
    name: "Starter",
    ...monthlyUsd(29),
    description: "A solid start for curious beginners.",
    features: ["50+ learning modules", "5 AI playgrounds", "Basic certification"],
  },
  {
    name: "Professional",
    ...monthlyUsd(79),
    description: "For professionals who want to lead with AI.",
    features: [
      "200+ learning modules",
      "Unlimited AI playgrounds",
      "Advanced certifications",
      "Personal mentoring",
    ],
    popular: true,
  },
  {
    name: "Enterprise",
    ...monthlyUsd(149),
    description: "Everything we offer, with a dedicated contact person.",
    features: ["Everything in Professional", "Unlimited content", "Dedicated success manager"],
  },
] satisfies PlanCardsCopy["plans"];

const abos = [
  {
    name: "Starter",
    ...monatlichUsd(29),
    description: "Ein solider Einstieg für alle, die neugierig auf AI sind.",
    features: ["Über 50 Lernmodule", "5 AI-Playgrounds", "Basis-Zertifizierung"],
  },
  {
    name: "Professional",
    ...monatlichUsd(79),
    description: "Für Berufstätige, die mit AI vorangehen wollen.",
    features: [
      "Über 200 Lernmodule",
      "Unbegrenzt viele AI-Playgrounds",
      "Erweiterte Zertifizierungen",
      "Persönliches Mentoring",
    ],
    popular: true,
  },
  {
    name: "Enterprise",
    ...monatlichUsd(149),
    description: "Unser ganzes Angebot, mit einer persönlichen Ansprechperson.",
    features: ["Alles aus Professional", "Unbegrenzte Inhalte", "Eigener Success Manager"],
  },
] satisfies PlanCardsCopy["plans"];

type IndividualsPlansCopy = PageCopy & {
  plans: PlanCardsCopy;
  comparison: ComparisonTableCopy;
  questions: CallToActionCopy;
};

export const individualsPlansCopy = {
  en: {
    meta: {
      title: "Plans for Individual Learners",
      description:
        "Starter, Professional and Enterprise plans for individual AI learners, with a 14-day money-back guarantee.",
    },
    hero: {
      badge: "Plans and pricing",
      title: "Choose Your AI Learning Plan",
      intro:
        "Monthly plans in US dollars for learners who prefer to pay as they go, each with a 14-day money-back guarantee.",
    },
    plans: {
      heading: {
        eyebrow: "Plans",
        title: "Simple Monthly Pricing",
        // Not a link: every action on this page leads to /contact (spec); the menu holds the free start.
        intro: `All prices in US dollars. Change or cancel your plan at any time. Prefer to start free? ${freemiumComparison.en.entry.name} costs nothing, and ${freemiumComparison.en.premium.name}, billed in Swiss francs, begins with a 30-day free trial: you find both in the menu under Solutions › Individuals.`,
      },
      plans,
      action: { label: "Get Started", href: "/contact" },
      popularLabel: "Most Popular",
      guarantee:
        "14-day money-back guarantee: if your plan is not right for you, you get your money back.",
    },
    comparison: {
      eyebrow: "Compare",
      title: "Every Plan, Feature by Feature",
      caption: "Starter, Professional and Enterprise compared",
      columns: plans.map((plan) => plan.name),
      highlight: "Professional",
      rows: [
        { label: "Price per month", values: plans.map((plan) => plan.price) },
        { label: "Learning modules", values: ["50+", "200+", "Unlimited"] },
        { label: "AI playgrounds", values: ["5", "Unlimited", "Unlimited"] },
        { label: "Certification", values: ["Basic", "Advanced", "Advanced"] },
        { label: "Personal mentoring", values: [false, true, true] },
        { label: "Dedicated success manager", values: [false, false, true] },
        { label: "14-day money-back guarantee", values: [true, true, true] },
      ],
      included: "Included",
      notIncluded: "Not included",
    },
    questions: {
      title: "Questions About the Plans?",
      text: "We are happy to help you choose, or to put together a quote for your team.",
      action: { label: "Contact Us", href: "/contact" },
    },
  },
  de: {
    meta: {
      title: "Abos für Privatpersonen",
      description:
        "Die Abos Starter, Professional und Enterprise für alle, die AI für sich lernen, mit 14\u00A0Tagen Geld-zurück-Garantie.",
    },
    hero: {
      badge: "Abos und Preise",
      title: "Dein AI-Lernabo",
      intro:
        "Monatsabos in US-Dollar für alle, die Monat für Monat zahlen möchten, alle mit 14\u00A0Tagen Geld-zurück-Garantie.",
    },
    plans: {
      heading: {
        eyebrow: "Abos",
        title: "Einfache Monatspreise",
        intro: `Alle Preise in US-Dollar. Du kannst dein Abo jederzeit wechseln oder kündigen. Lieber kostenlos starten? ${freemiumComparison.de.entry.name} kostet nichts, und ${freemiumComparison.de.premium.name}, abgerechnet in Franken, beginnt mit 30\u00A0Tagen Gratistest: beides findest du im Menü unter Lösungen › Privatpersonen.`,
      },
      plans: abos,
      action: { label: "Jetzt starten", href: "/de/contact" },
      popularLabel: "Am beliebtesten",
      guarantee:
        "14\u00A0Tage Geld-zurück-Garantie: Passt dein Abo nicht zu dir, bekommst du dein Geld zurück.",
    },
    comparison: {
      eyebrow: "Vergleich",
      title: "Alle Abos, Punkt für Punkt",
      caption: "Starter, Professional und Enterprise im Vergleich",
      columns: abos.map((plan) => plan.name),
      highlight: "Professional",
      rows: [
        { label: "Preis pro Monat", values: abos.map((plan) => plan.price) },
        { label: "Lernmodule", values: ["50+", "200+", "Unbegrenzt"] },
        { label: "AI-Playgrounds", values: ["5", "Unbegrenzt", "Unbegrenzt"] },
        { label: "Zertifikate", values: ["Basis", "Erweitert", "Erweitert"] },
        { label: "Persönliches Mentoring", values: [false, true, true] },
        { label: "Eigener Success Manager", values: [false, false, true] },
        { label: "14\u00A0Tage Geld-zurück-Garantie", values: [true, true, true] },
      ],
      included: "Inbegriffen",
      notIncluded: "Nicht inbegriffen",
    },
    questions: {
      title: "Fragen zu den Abos?",
      text: "Wir helfen dir gerne bei der Wahl oder stellen ein Angebot für dein Team zusammen.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
    },
  },
} satisfies Localized<IndividualsPlansCopy>;
