import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { ChecklistGroupsContent } from "~/components/sections/ChecklistGroups";
import type { PillListContent } from "~/components/sections/PillList";
import type { ProseSectionContent } from "~/components/sections/ProseSection";
import type { Localized, PageCopy } from "./page-copy";

interface WhyAiImportantCopy extends PageCopy {
  context: ProseSectionContent;
  benefits: ChecklistGroupsContent;
  functions: PillListContent;
  cta: CallToActionContent;
}

export const whyAiImportantCopy = {
  en: {
    meta: {
      title: "Why AI is Important for All of Us",
      description:
        "What AI means for each of us personally and for companies and institutions, across 18 business functions from Sales to R&D.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "Why AI is Important for All of Us",
      intro:
        "AI is changing every job and every organisation. Here is what it means for you, for your company and for society.",
      visual: {
        src: "/media/insights/why-ai-important.svg",
        alt: "Benefits radiating from one person to their team and on to the whole organisation: time saved, better results, quality and new ideas",
        width: 640,
        height: 480,
        placeholder: true,
      },
    },
    context: {
      eyebrow: "Why now",
      title: "AI Is Becoming Part of Every Job",
      paragraphs: [
        "AI is no longer a topic for specialists. It drafts, summarises, analyses and plans, and it does so in the tools people already use at work.",
        "Those who learn to work with it gain time, confidence and new opportunities. Organisations that bring all their people along gain productivity and resilience. Nobody needs to become a programmer: what matters is knowing how AI helps in your own role.",
      ],
    },
    benefits: {
      title: "What AI Brings",
      intro: "The benefits range from each of us to entire organisations.",
      groups: [
        {
          title: "On a personal level",
          items: [
            "More time for the work that matters, less for routine",
            "New skills that keep your career future-proof",
            "Confidence to use AI safely and responsibly",
            "Better decisions with faster access to knowledge",
            "Recognised certificates that show what you can do",
          ],
        },
        {
          title: "On a company and institutional level",
          items: [
            "Productivity gains of up to 10 percent",
            "Higher job satisfaction for more than 70 percent of staff",
            "Faster innovation from ideas across every department",
            "A workforce ready for change instead of afraid of it",
            "Measurable value from AI investments",
          ],
        },
      ],
    },
    functions: {
      title: "AI in Every Business Function",
      intro: "Our training covers the functions where people work with AI every day.",
      items: [
        "Sales",
        "Marketing",
        "Customer Care",
        "Finance",
        "HR",
        "Operations",
        "Supply Chain & Logistics",
        "IT",
        "Legal & Compliance",
        "Risk Management",
        "Project Management & Consulting",
        "Management Support",
        "Corporate Development/Strategy/ESG",
        "Operations & Processing",
        "Production",
        "Maintenance",
        "Quality Management",
        "R&D",
      ],
    },
    cta: {
      title: "Start Your AI Journey",
      text: "Discover the platform that helps everyone, in every function, work with AI.",
      action: { label: "Explore AI Platform", href: "/platform" },
    },
  },
  de: {
    meta: {
      title: "Warum AI für uns alle wichtig ist",
      description:
        "Was AI für jede und jeden persönlich und für Unternehmen und Institutionen bedeutet, in 18 Geschäftsbereichen vom Verkauf bis zu Forschung und Entwicklung.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "Warum AI für uns alle wichtig ist",
      intro:
        "AI verändert jeden Job und jede Organisation. Hier erfahren Sie, was das für Sie, für Ihr Unternehmen und für die Gesellschaft bedeutet.",
      visual: {
        src: "/media/insights/why-ai-important.svg",
        alt: "Vorteile, die von einer Person auf ihr Team und weiter auf die ganze Organisation ausstrahlen: gewonnene Zeit, bessere Ergebnisse, Qualität und neue Ideen",
        width: 640,
        height: 480,
        placeholder: true,
      },
    },
    context: {
      eyebrow: "Warum jetzt",
      title: "AI wird Teil jedes Jobs",
      paragraphs: [
        "AI ist längst kein Thema nur für Spezialistinnen und Spezialisten mehr. AI entwirft, fasst zusammen, analysiert und plant, und zwar in den Tools, die wir bei der Arbeit ohnehin nutzen.",
        "Wer lernt, mit AI zu arbeiten, gewinnt Zeit, Selbstvertrauen und neue Möglichkeiten. Organisationen, die alle ihre Mitarbeitenden mitnehmen, gewinnen an Produktivität und Widerstandskraft. Niemand muss programmieren lernen: Entscheidend ist zu wissen, wie AI in der eigenen Rolle hilft.",
      ],
    },
    benefits: {
      title: "Was AI bringt",
      intro: "Der Nutzen reicht von jeder und jedem Einzelnen bis zu ganzen Organisationen.",
      groups: [
        {
          title: "Auf persönlicher Ebene",
          items: [
            "Mehr Zeit für die Arbeit, die zählt, weniger für Routine",
            "Neue Kompetenzen, die die eigene Karriere zukunftssicher machen",
            "Das Selbstvertrauen, AI sicher und verantwortungsvoll zu nutzen",
            "Bessere Entscheidungen dank schnellerem Zugang zu Wissen",
            "Anerkannte Zertifikate, die zeigen, was man kann",
          ],
        },
        {
          title: "Auf Ebene von Unternehmen und Institutionen",
          items: [
            "Bis zu 10 Prozent mehr Produktivität",
            "Höhere Arbeitszufriedenheit bei über 70 Prozent der Mitarbeitenden",
            "Schnellere Innovation dank Ideen aus allen Abteilungen",
            "Eine Belegschaft, die für Veränderung bereit ist, statt sie zu fürchten",
            "Messbarer Wert aus AI-Investitionen",
          ],
        },
      ],
    },
    functions: {
      title: "AI in jedem Geschäftsbereich",
      intro: "Unsere Trainings decken die Bereiche ab, in denen Menschen täglich mit AI arbeiten.",
      items: [
        "Verkauf",
        "Marketing",
        "Kundendienst",
        "Finanzen",
        "HR",
        "Operations",
        "Supply Chain & Logistik",
        "IT",
        "Recht & Compliance",
        "Risikomanagement",
        "Projektmanagement & Beratung",
        "Management Support",
        "Unternehmensentwicklung/Strategie/ESG",
        "Abwicklung & Verarbeitung",
        "Produktion",
        "Instandhaltung",
        "Qualitätsmanagement",
        "Forschung & Entwicklung",
      ],
    },
    cta: {
      title: "Starten Sie Ihre AI-Reise",
      text: "Entdecken Sie die Plattform, die allen in jedem Geschäftsbereich hilft, mit AI zu arbeiten.",
      action: { label: "AI-Plattform entdecken", href: "/de/platform" },
    },
  },
} satisfies Localized<WhyAiImportantCopy>;
