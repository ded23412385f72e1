import type { CompanySolutionContent } from "~/components/templates/CompanySolutionPage";
import type { Localized, PageCopy } from "./page-copy";
import { companyOffer, pilotProject, threeStageApproach } from "./shared/company-offer";
import { typicalResults } from "./shared/results";

export const largeCorporatesCopy = {
  en: {
    meta: {
      title: "AI Adoption for Large Corporates",
      description:
        "Executive AI strategy, department-wide implementation, custom integration and 24/7 support for enterprise AI adoption.",
    },
    hero: {
      badge: "For large corporates",
      title: "AI Adoption for Large Corporates",
      intro:
        "Mobilise tens of thousands of employees with job-specific AI training, integrated into your systems and measured in business value.",
      actions: [
        { label: "Get Started", href: "/contact" },
        { label: "Explore the Platform", href: "/platform" },
      ],
    },
    benefits: {
      eyebrow: "What you get",
      title: "Built for Enterprise-wide AI Adoption",
      intro:
        "Everything it takes to bring AI to every employee, from the executive floor to each department.",
      items: [
        {
          icon: "target",
          title: "Executive AI strategy",
          description:
            "We shape your AI adoption strategy with your leadership team, tied to your business goals and measured in Return on AI.",
        },
        {
          icon: "users",
          title: "Department-wide implementation",
          description:
            "Learning paths for 200+ job roles bring every department on board, from Sales and Finance to Production and R&D.",
        },
        {
          icon: "layers",
          title: "Custom integration",
          description:
            "Single sign-on, HR-system integration, company AI environments and co-branding make the platform part of your landscape.",
        },
        {
          icon: "shield",
          title: "24/7 support",
          description:
            "Help around the clock, across time zones and languages, for your administrators and your employees.",
        },
      ],
    },
    results: {
      eyebrow: "Results at scale",
      title: "Typical Results Within 12 Months",
      intro:
        "What corporations with thousands of employees achieve once AI becomes part of every job role.",
      stats: typicalResults.en,
    },
    ...companyOffer.en,
    starts: {
      eyebrow: "Getting started",
      title: "Plan the Whole Journey, or Prove It First",
      intro:
        "Most corporations plan the company-wide roll-out in three stages; some first prove the value in one division.",
      groups: [threeStageApproach.en, pilotProject.en],
    },
  },
} satisfies Localized<PageCopy & CompanySolutionContent, "en">;
