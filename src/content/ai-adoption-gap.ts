import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { FeatureGridContent } from "~/components/sections/FeatureGrid";
import type { ProseSectionContent } from "~/components/sections/ProseSection";
import type { Localized, PageCopy } from "./page-copy";

interface AiAdoptionGapCopy extends PageCopy {
  gapAnalysis: FeatureGridContent;
  solutions: ProseSectionContent;
  cta: CallToActionContent;
}

export const aiAdoptionGapCopy = {
  en: {
    meta: {
      title: "The AI Adoption Gap",
      description:
        "Why most companies buy AI tools but few people use them well, and how job-specific training closes the AI adoption gap.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "The AI Adoption Gap",
      intro:
        "Companies invest in AI tools, yet most employees never use them well. We close the gap between what AI can do and what your people do with it.",
    },
    gapAnalysis: {
      id: "gap-analysis",
      eyebrow: "Gap Analysis",
      title: "Where AI Adoption Stalls",
      intro:
        "Licences are bought and pilots are launched, but everyday use stays low. In our work with more than 100 enterprises, the same four causes come up again and again.",
      items: [
        {
          icon: "target",
          title: "Generic Training",
          description:
            "One-size-fits-all courses explain AI in general, but never show a controller or a sales manager what to do differently on Monday.",
        },
        {
          icon: "users",
          title: "Built for the Few",
          description:
            "Programmes target technical staff, while about 95% of the workforce are business professionals who need a different way in.",
        },
        {
          icon: "briefcase",
          title: "No Link to Daily Work",
          description:
            "Without playgrounds and ready-made apps, new knowledge fades before it can become a habit.",
        },
        {
          icon: "chart-up",
          title: "No Measurement",
          description:
            "Without a way to measure value, AI stays a cost line instead of a business case, and budgets dry up.",
        },
      ],
    },
    solutions: {
      id: "solutions",
      eyebrow: "Solutions",
      title: "How We Close the Gap",
      paragraphs: [
        "We start from the job, not from the technology. Every employee learns AI on the tasks of their own role, with trainings for more than 200 job roles, from Sales and Finance to Production and R&D.",
        "Learning turns into practice straight away: AI playgrounds, practical apps and no-code creator tools bring AI into daily routines, and a change programme keeps the whole workforce moving.",
        "Return on AI makes the value visible to management, and Talent Radar finds the frontrunners who carry adoption forward.",
      ],
      aside: {
        title: "What makes the difference",
        items: [
          "Job- and role-specific trainings",
          "Personalised learning paths",
          "Interactive, hands-on practice",
          "Mobilisation and change management",
          "Measured business value (RoAI)",
        ],
      },
    },

    cta: {
      title: "Close the Gap in Your Organisation",
      text: "See how one platform takes every employee from first steps to everyday AI use.",
      action: { label: "Explore Our Platform", href: "/platform" },
    },
  },
} satisfies Localized<AiAdoptionGapCopy, "en">;
