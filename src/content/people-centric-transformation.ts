import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { FeatureGridContent } from "~/components/sections/FeatureGrid";
import type { ProseSectionContent } from "~/components/sections/ProseSection";
import type { Localized, PageCopy } from "./page-copy";

interface PeopleCentricCopy extends PageCopy {
  challenge: ProseSectionContent;
  solution: ProseSectionContent;
  successFactors: FeatureGridContent;
  cta: CallToActionContent;
}

export const peopleCentricCopy = {
  en: {
    meta: {
      title: "The People-Centric AI Transformation",
      description:
        "AI transformation succeeds with people, not tools: job- and role-specific, personalised, interactive and hands-on training for the whole workforce.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "The People-Centric AI Transformation",
      intro:
        "Technology alone changes nothing. Transformation happens when every employee learns to use AI in their own job.",
    },
    challenge: {
      id: "challenge",
      eyebrow: "The Challenge",
      title: "Tools Are Easy to Buy, Habits Are Hard to Change",
      paragraphs: [
        "Most AI programmes start with technology: a model, a licence, a chatbot. Then they wait for people to find a use for it. Few do.",
        "The reason is human, not technical. People need to see what AI means for their own tasks, trust the results and feel safe to experiment. Generic training and one-off workshops do not get them there.",
      ],
    },
    solution: {
      id: "solution",
      eyebrow: "The Solution",
      title: "Start With the People Who Do the Work",
      paragraphs: [
        "A people-centric transformation reaches the whole workforce, not only the technical few. It meets each person in their role, at their level and at their pace.",
        "Within 12 months, companies typically mobilise 60–90% of their workforce, and more than 70 percent of staff report higher job satisfaction.",
      ],
      aside: {
        title: "What changes",
        items: [
          "Everyone learns AI on the tasks of their own job",
          "Frontrunners are found and given room to lead",
          "Leaders set the direction and lead by example",
          "Progress and value are measured, not guessed",
        ],
      },
    },
    successFactors: {
      title: "Three Key Success Factors",
      intro: "What every training on our platform is built on.",
      items: [
        {
          icon: "target",
          title: "Job- and Role-specific",
          description:
            "Trainings for more than 200 job roles, with examples and exercises from each person's real work.",
        },
        {
          icon: "user-check",
          title: "Personalised",
          description:
            "Learning paths that adapt to each person's role, level and pace, from Beginner to Master.",
        },
        {
          icon: "pointer",
          title: "Interactive and Hands-on",
          description:
            "Learning by doing, in AI playgrounds and practical apps, instead of watching slides.",
        },
      ],
    },
    cta: {
      title: "Put Your People at the Centre",
      text: "See how our platform brings a people-centric AI transformation to your whole workforce.",
      action: { label: "See Our Solution", href: "/platform" },
    },
  },
} satisfies Localized<PeopleCentricCopy, "en">;
