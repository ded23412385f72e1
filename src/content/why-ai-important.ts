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
      intro: "The benefits reach from each of us to whole organisations.",
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
      intro: "Our trainings cover the functions where people work with AI every day.",
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
} satisfies Localized<WhyAiImportantCopy, "en">;
