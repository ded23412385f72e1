import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { SolutionCardsContent } from "~/components/sections/SolutionCards";
import type { Localized, PageCopy } from "./page-copy";
import { solutionCards } from "./shared/solutions";

type SolutionsCopy = PageCopy & { solutions: SolutionCardsContent; contact: CallToActionContent };

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
} satisfies Localized<SolutionsCopy, "en">;
