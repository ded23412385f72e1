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
      visual: {
        src: "/media/insights/ai-adoption-gap.svg",
        alt: "A chart in which what AI can do climbs away from what the workforce uses, and a bridge of learning steps carries people across the widening gap",
        width: 640,
        height: 480,
        placeholder: true,
      },
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
            "Without a way to measure value, AI remains a cost rather than a business case, and budgets dry up.",
        },
      ],
    },
    solutions: {
      id: "solutions",
      eyebrow: "Solutions",
      title: "How We Close the Gap",
      paragraphs: [
        "We start from the job, not from the technology. Every employee learns AI through the tasks of their own role, with training for more than 200 job roles, from Sales and Finance to Production and R&D.",
        "Learning turns into practice straight away: AI playgrounds, practical apps and no-code creator tools bring AI into daily routines, and a change programme keeps the whole workforce moving.",
        "Return on AI makes the value visible to management, and Talent Radar finds the frontrunners who carry adoption forward.",
      ],
      aside: {
        title: "What makes the difference",
        items: [
          "Job- and role-specific training",
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
  de: {
    meta: {
      title: "Die AI-Adoption-Lücke",
      description:
        "Warum die meisten Unternehmen AI-Tools kaufen, aber nur wenige Mitarbeitende sie gut nutzen, und wie berufsspezifisches Training die Lücke bei der AI-Adoption schliesst.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "Die AI-Adoption-Lücke",
      intro:
        "Unternehmen investieren in AI-Tools, doch die meisten Mitarbeitenden nutzen sie nie richtig. Wir schliessen die Lücke zwischen dem, was AI kann, und dem, was Ihre Leute damit tun.",
      visual: {
        src: "/media/insights/ai-adoption-gap.svg",
        alt: "Ein Diagramm, in dem das, was AI kann, dem davonsteigt, was die Belegschaft nutzt, und eine Brücke aus Lernschritten die Menschen über die wachsende Lücke führt",
        width: 640,
        height: 480,
        placeholder: true,
      },
    },
    gapAnalysis: {
      id: "gap-analysis",
      eyebrow: "Gap-Analyse",
      title: "Wo die AI-Adoption ins Stocken gerät",
      intro:
        "Lizenzen sind gekauft, Pilotprojekte lanciert, doch im Alltag wird AI kaum genutzt. In unserer Arbeit mit über 100 Unternehmen stossen wir immer wieder auf dieselben vier Ursachen.",
      items: [
        {
          icon: "target",
          title: "Allgemeine Trainings",
          description:
            "Einheitskurse erklären AI im Allgemeinen, zeigen aber nie einem Controller oder einer Verkaufsleiterin, was sie am Montag anders machen sollen.",
        },
        {
          icon: "users",
          title: "Nur für wenige gemacht",
          description:
            "Die Programme richten sich an technische Fachleute, während rund 95% der Belegschaft im Business arbeiten und einen anderen Zugang brauchen.",
        },
        {
          icon: "briefcase",
          title: "Kein Bezug zum Arbeitsalltag",
          description:
            "Ohne Playgrounds und fertige Apps verblasst neues Wissen, bevor es zur Gewohnheit werden kann.",
        },
        {
          icon: "chart-up",
          title: "Keine Messung",
          description:
            "Ohne Messung des Werts bleibt AI ein Kostenposten statt eines Business Case, und die Budgets versiegen.",
        },
      ],
    },
    solutions: {
      id: "solutions",
      eyebrow: "Lösungen",
      title: "Wie wir die Lücke schliessen",
      paragraphs: [
        "Wir gehen vom Job aus, nicht von der Technologie. Alle Mitarbeitenden lernen AI an den Aufgaben ihrer eigenen Rolle, mit Trainings für über 200 Berufsrollen, von Verkauf und Finanzen bis zu Produktion sowie Forschung und Entwicklung.",
        "Aus Lernen wird sofort Praxis: AI-Playgrounds, praktische Apps und Creator Tools ohne Code bringen AI in den Arbeitsalltag, und ein Change-Programm hält die ganze Belegschaft in Bewegung.",
        "Return on AI macht den Wert für das Management sichtbar, und der Talent Radar findet die Vorreiterinnen und Vorreiter, welche die Adoption vorantreiben.",
      ],
      aside: {
        title: "Was den Unterschied macht",
        items: [
          "Berufs- und rollenspezifische Trainings",
          "Personalisierte Lernpfade",
          "Interaktive Übungen direkt in der Praxis",
          "Mobilisierung und Change Management",
          "Gemessener Geschäftswert (RoAI)",
        ],
      },
    },

    cta: {
      title: "Schliessen Sie die Lücke in Ihrer Organisation",
      text: "Sehen Sie, wie eine einzige Plattform alle Mitarbeitenden von den ersten Schritten bis zum selbstverständlichen Einsatz von AI im Alltag begleitet.",
      action: { label: "Unsere Plattform entdecken", href: "/de/platform" },
    },
  },
} satisfies Localized<AiAdoptionGapCopy>;
