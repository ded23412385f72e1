import type { FreemiumComparisonCopy } from "~/components/sections/FreemiumComparison";
import type { PromotionBoxCopy } from "~/components/sections/PromotionBox";
import { site } from "~/site.config";
import type { Localized } from "../page-copy";
import { chf, chfPrice, premiumDiscountPercent, premiumPricing } from "./premium-pricing";

const { annual, annualRegular, quarterly } = premiumPricing;
const discount = `${premiumDiscountPercent}%`;
/** The platform takes registrations and upgrades; the site only links there. */
const register = site.platformRegisterUrl;

/**
 * The free Entry tier versus Premium (spec §3, §9), as the individuals and
 * learning-journey pages show it in each language.
 */
export const freemiumComparison: Localized<FreemiumComparisonCopy> = {
  en: {
    id: "freemium",
    eyebrow: "Freemium",
    title: "Start for Free, Upgrade When You Are Ready",
    intro:
      "After your 30-day free trial you keep a free Entry account. Premium opens every journey, from Beginner to Master.",
    levelsLabel: "Levels",
    regularPriceLabel: "instead of",
    entry: {
      name: "Entry",
      summary: "Everything you need to take your first steps with AI.",
      prices: [{ ...chfPrice(0), period: "forever" }],
      features: [
        "The first course of the Beginner journey, with your first personal certificate",
        "The interactive AI playgrounds",
        "A selection of practical AI apps",
        "Personalised AI news",
        "Trial access to your personal AI coach and trainer",
      ],
      levels: ["Beginner"],
      action: { label: "Register for free", href: register },
    },
    premium: {
      name: "Premium",
      summary: "Your complete AI learning journey, with every certificate along the way.",
      badge: `${discount} off`,
      prices: [
        { ...chfPrice(annual, "P1Y"), period: "per year", regular: chf(annualRegular) },
        { ...chfPrice(quarterly, "P3M"), period: "per quarter" },
      ],
      features: [
        "Everything in Entry",
        "Every training journey for your job, at Beginner, Expert and Master level",
        "All official certificates",
        "All practical AI apps and creator tools",
        "Unlimited access to your personal AI coach and trainer",
      ],
      levels: ["Beginner", "Expert", "Master"],
      action: { label: "Get Premium now", href: register },
    },
    note: `For a limited time, the annual plan is ${discount} off.`,
  },
  de: {
    id: "freemium",
    eyebrow: "Freemium",
    title: "Kostenlos starten, upgraden, wann du willst",
    intro:
      "Nach deinen 30\u00A0Gratistagen behältst du ein kostenloses Entry-Konto. Mit Premium stehen dir alle Lernreisen offen, von Beginner bis Master.",
    levelsLabel: "Stufen",
    regularPriceLabel: "statt",
    entry: {
      name: "Entry",
      summary: "Alles, was du für deine ersten Schritte mit AI brauchst.",
      prices: [{ ...chfPrice(0), period: "für immer" }],
      features: [
        "Der erste Kurs der Beginner-Lernreise mit deinem ersten persönlichen Zertifikat",
        "Die interaktiven AI-Playgrounds",
        "Eine Auswahl praktischer AI-Apps",
        "Personalisierte AI-News",
        "Probezugang zu deinem persönlichen AI-Coach und AI-Trainer",
      ],
      levels: ["Beginner"],
      action: { label: "Kostenlos registrieren", href: register },
    },
    premium: {
      name: "Premium",
      summary: "Deine komplette AI-Lernreise, inklusive aller Zertifikate.",
      badge: `${discount} Rabatt`,
      prices: [
        { ...chfPrice(annual, "P1Y"), period: "pro Jahr", regular: chf(annualRegular) },
        { ...chfPrice(quarterly, "P3M"), period: "pro Quartal" },
      ],
      features: [
        "Alles aus Entry",
        "Alle Lernreisen für deinen Beruf, auf den Stufen Beginner, Expert und Master",
        "Alle offiziellen Zertifikate",
        "Alle praktischen AI-Apps und Creator Tools",
        "Unbegrenzter Zugang zu deinem persönlichen AI-Coach und AI-Trainer",
      ],
      levels: ["Beginner", "Expert", "Master"],
      action: { label: "Jetzt Premium sichern", href: register },
    },
    note: `In unseren Aktionswochen erhältst du das Jahresabo für kurze Zeit mit ${discount} Rabatt.`,
  },
};

/** The limited-time offer on the annual Premium plan (the German page calls it Aktionswochen). */
export const premiumPromotion: Localized<PromotionBoxCopy> = {
  en: {
    figure: discount,
    figureLabel: "off",
    title: `${discount} Off Premium, for a Limited Time`,
    text: `Premium now costs ${chf(annual)} a year instead of ${chf(annualRegular)}. Claim the offer before it ends.`,
    action: { label: "Get Premium now", href: register },
  },
  de: {
    figure: discount,
    figureLabel: "Rabatt",
    title: `${discount} Rabatt auf Premium in unseren Aktionswochen`,
    text: `Nur für kurze Zeit: Premium für ${chf(annual)} pro Jahr statt ${chf(annualRegular)}. Sichere dir das Angebot, bevor die Aktionswochen enden.`,
    action: { label: "Jetzt Premium sichern", href: register },
  },
};
