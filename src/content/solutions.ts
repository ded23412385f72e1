import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { SolutionCardsContent } from "~/components/sections/SolutionCards";
import type { Localized, PageCopy } from "./page-copy";
import { solutionCards } from "./shared/solutions";

type SolutionsCopy = PageCopy & { solutions: SolutionCardsContent; contact: CallToActionCopy };

export const solutionsCopy = {
  en: {
    meta: {
      title: "Solutions",
      description:
        "AI adoption solutions for large corporates, small and mid-sized companies and individual learners.",
    },
    hero: {
      badge: "Three ways to start",
      title: "Solutions for Every Organisation and Every Learner",
      intro:
        "Whether you lead a global enterprise, run a growing business or want to advance your own career, there is a path to AI fluency for you.",
    },
    solutions: {
      eyebrow: "Our solutions",
      title: "Choose Your Path to AI Adoption",
      intro:
        "The same job-specific, hands-on training, shaped for the size of your organisation or for you alone.",
      items: solutionCards.en,
      linkLabel: "Learn More",
    },
    contact: {
      title: "Not Sure Where to Start?",
      text: "Tell us about your organisation and your goals, and we will recommend the right path.",
      action: { label: "Get in Touch", href: "/contact" },
    },
  },
  de: {
    meta: {
      title: "Lösungen",
      description:
        "Lösungen für die AI-Adoption in Grossunternehmen, in KMU und für Einzelpersonen, die selbst lernen wollen.",
    },
    hero: {
      badge: "Drei Wege zum Start",
      title: "Lösungen für jede Organisation und alle Lernenden",
      intro:
        "Ob Sie ein globales Unternehmen führen, ein wachsendes Geschäft leiten oder Ihre eigene Karriere voranbringen wollen: Es gibt einen Weg, wie Sie sicher mit AI arbeiten lernen.",
    },
    solutions: {
      eyebrow: "Unsere Lösungen",
      title: "Wählen Sie Ihren Weg zur AI-Adoption",
      intro:
        "Dasselbe berufsspezifische, praxisnahe Training, zugeschnitten auf die Grösse Ihrer Organisation oder ganz auf Sie allein.",
      items: solutionCards.de,
      linkLabel: "Mehr erfahren",
    },
    contact: {
      title: "Nicht sicher, wo Sie beginnen sollen?",
      text: "Erzählen Sie uns von Ihrer Organisation und Ihren Zielen, und wir empfehlen Ihnen den passenden Weg.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
    },
  },
} satisfies Localized<SolutionsCopy>;
