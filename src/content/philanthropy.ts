import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { FeatureGridContent } from "~/components/sections/FeatureGrid";
import type { ImpactStatsContent } from "~/components/sections/ImpactStats";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";

interface PhilanthropyCopy extends PageCopy {
  impact: ImpactStatsContent;
  goals: FeatureGridContent;
  initiative: CallToActionContent;
}

export const philanthropyCopy = {
  en: {
    meta: {
      title: "Social Impact and Philanthropy",
      description:
        "Our non-profit initiative teaches AI to young people, especially young women, with the goal of educating 10 million talents worldwide.",
    },
    hero: {
      badge: "Social Impact & Philanthropy",
      title: "AI Education for the Next Generation",
      intro:
        "Our non-profit initiative teaches AI to young people, and especially to young women, so that no talent is left behind.",
    },
    /** Spec §9: the initiative's reach so far. */
    impact: {
      title: "Our Impact So Far",
      intro:
        "Through schools, universities and community partners, our initiative has already reached:",
      stats: [
        {
          number: "400.000+",
          label: "Students",
          description: "reached through educational programs",
        },
        {
          number: "210.000+",
          label: "Women",
          description: "educated through AI literacy programs",
        },
      ],
    },
    /** Spec §1: the initiative's four goals. */
    goals: {
      title: "Our Goals",
      intro: "AI will shape every career. We want everyone to have the chance to shape AI.",
      items: [
        {
          icon: "graduation-cap",
          title: "Educate 10 Million Talents Worldwide",
          description:
            "Teach AI skills to 10 million young talents worldwide, starting at school age.",
        },
        {
          icon: "users",
          title: "Mobilise Women's Participation in AI and Tech",
          description:
            "Encourage young women to take part in AI and technology, as learners, builders and leaders.",
        },
        {
          icon: "briefcase",
          title: "Provide Access to Job Opportunities",
          description:
            "Connect the talents we train with internships and job opportunities at companies that need AI skills.",
        },
        {
          icon: "globe",
          title: "Empower Less Privileged Parts of the World on AI",
          description:
            "Bring AI education to less privileged parts of the world, so that opportunity does not depend on where you grow up.",
        },
      ],
    },
    initiative: {
      title: "Join the Initiative",
      text: "Learn more about our programs, become a partner school or volunteer as a mentor on the initiative's own website.",
      action: { label: "Visit the Initiative", href: site.initiativeUrl, newTab: true },
    },
  },
} satisfies Localized<PhilanthropyCopy, "en">;
