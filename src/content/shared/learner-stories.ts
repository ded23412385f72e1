import type { Testimonial } from "~/components/cards/TestimonialCard";
import type { Localized } from "../page-copy";
import { portraitAlt } from "./portraits";

interface Learner {
  name: string;
  /** Where they work: individual learners speak for themselves, not for a company. */
  company: string;
  image: string;
}

const nina: Learner = {
  name: "Nina Baumann",
  company: "Winterthur",
  image: "/media/journey/learner-nina.svg",
};
const reto: Learner = {
  name: "Reto Zimmermann",
  company: "Bern",
  image: "/media/journey/learner-reto.svg",
};
const selin: Learner = {
  name: "Selin Kaya",
  company: "Basel",
  image: "/media/journey/learner-selin.svg",
};

/** Describes each learner's portrait in the language of the page that quotes them. */
function withPortraitAlt(alt: (name: string) => string) {
  return (story: Omit<Testimonial, "imageAlt">): Testimonial => ({
    ...story,
    imageAlt: alt(story.name),
  });
}

/**
 * Three individual learners quoted on the individuals and learning-journey pages,
 * in each page language. Fictional placeholders with illustrated portraits; the
 * owner replaces them with real, consented quotes.
 */
export const learnerStories: Localized<readonly Testimonial[]> = {
  en: [
    {
      ...nina,
      role: "Marketing Specialist",
      quote:
        "The marketing journey used my own campaigns as examples. Two weeks in, I was writing briefs with AI that used to take me a full day.",
      placeholder: true,
    },
    {
      ...reto,
      role: "Financial Controller",
      quote:
        "The playgrounds let me try models on real spreadsheets without any risk. My Expert certificate gave me the confidence to lead our AI pilot.",
      placeholder: true,
    },
    {
      ...selin,
      role: "HR Generalist",
      quote:
        "I learn on my phone between meetings. The AI coach explains things at exactly my level, and the news feed saves me hours of searching.",
      placeholder: true,
    },
  ].map(withPortraitAlt(portraitAlt.en)),
  de: [
    {
      ...nina,
      role: "Marketing-Spezialistin",
      quote:
        "In der Marketing-Lernreise habe ich mit meinen eigenen Kampagnen geübt. Nach zwei Wochen schrieb ich mit AI Briefings, für die ich früher einen ganzen Tag brauchte.",
      placeholder: true,
    },
    {
      ...reto,
      role: "Finanzcontroller",
      quote:
        "In den Playgrounds konnte ich Modelle an echten Tabellen ausprobieren, ganz ohne Risiko. Mein Expert-Zertifikat hat mir das Selbstvertrauen gegeben, unser AI-Pilotprojekt zu leiten.",
      placeholder: true,
    },
    {
      ...selin,
      role: "HR-Generalistin",
      quote:
        "Ich lerne zwischen zwei Meetings auf dem Handy. Der AI-Coach erklärt mir alles genau auf meinem Niveau, und die News ersparen mir stundenlanges Suchen.",
      placeholder: true,
    },
  ].map(withPortraitAlt(portraitAlt.de)),
};
