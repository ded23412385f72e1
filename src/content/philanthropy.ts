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
    /**
     * Spec §9: the initiative's reach so far, as the spec writes the two figures (its
     * literal, like the /company tile "150'000"); our own copy writes 400,000.
     */
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
  de: {
    meta: {
      title: "Soziales Engagement und Philanthropie",
      description:
        "Unsere gemeinnützige Initiative bringt jungen Menschen, besonders jungen Frauen, AI näher, mit dem Ziel, weltweit 10 Millionen Talente auszubilden.",
    },
    hero: {
      badge: "Soziales Engagement & Philanthropie",
      title: "AI-Bildung für die nächste Generation",
      intro:
        "Unsere gemeinnützige Initiative vermittelt jungen Menschen und ganz besonders jungen Frauen AI-Kompetenzen, damit kein Talent zurückbleibt.",
    },
    impact: {
      title: "Was wir bisher bewirkt haben",
      intro:
        "Über Schulen, Hochschulen und Partner vor Ort hat unsere Initiative bereits erreicht:",
      stats: [
        {
          number: "400'000+",
          label: "Lernende",
          description: "erreicht über Bildungsangebote",
        },
        {
          number: "210'000+",
          label: "Frauen",
          description: "ausgebildet in Programmen für AI-Grundkompetenzen",
        },
      ],
    },
    goals: {
      title: "Unsere Ziele",
      intro:
        "AI wird jede Laufbahn prägen. Wir wollen, dass alle die Chance haben, AI mitzugestalten.",
      items: [
        {
          icon: "graduation-cap",
          title: "10 Millionen Talente weltweit ausbilden",
          description:
            "Wir vermitteln 10 Millionen jungen Talenten weltweit AI-Kompetenzen, schon ab dem Schulalter.",
        },
        {
          icon: "users",
          title: "Frauen für AI und Tech gewinnen",
          description:
            "Wir ermutigen junge Frauen, bei AI und Technologie mitzumachen: als Lernende, als Entwicklerinnen und als Führungskräfte.",
        },
        {
          icon: "briefcase",
          title: "Zugang zu Jobchancen schaffen",
          description:
            "Wir bringen die Talente, die wir ausbilden, mit Praktika und Stellen bei Unternehmen zusammen, die AI-Kompetenzen brauchen.",
        },
        {
          icon: "globe",
          title: "Weniger privilegierte Weltregionen für AI stärken",
          description:
            "Wir bringen AI-Bildung in weniger privilegierte Regionen der Welt, damit Chancen nicht davon abhängen, wo jemand aufwächst.",
        },
      ],
    },
    initiative: {
      title: "Machen Sie mit",
      text: "Erfahren Sie auf der Website der Initiative mehr über unsere Programme, werden Sie Partnerschule oder engagieren Sie sich als Mentorin oder Mentor.",
      action: { label: "Zur Initiative", href: site.initiativeUrl, newTab: true },
    },
  },
} satisfies Localized<PhilanthropyCopy>;
