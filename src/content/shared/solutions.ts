import type { SolutionCard } from "~/components/sections/SolutionCards";
import type { Localized } from "../page-copy";

/** The three audiences (spec §2 Home, Our Solutions), each with its page in the card's language. */
export const solutionCards: Localized<readonly SolutionCard[]> = {
  en: [
    {
      icon: "building",
      colour: "brand",
      title: "Large Corporates",
      description:
        "Enterprise-wide AI adoption, from the executive floor to every department, integrated with your systems.",
      features: [
        "Executive AI strategy",
        "Department-wide implementation",
        "Custom integration",
        "24/7 support",
      ],
      href: "/large-corporates",
    },
    {
      icon: "store",
      colour: "accent",
      title: "Small & Mid-sized Companies",
      description:
        "Get your whole team productive with AI quickly, at a cost and pace that fit your business.",
      features: [
        "Cost-effective implementation",
        "Scalable solutions",
        "Quick setup",
        "Growth-oriented",
      ],
      href: "/small-mid-sized-companies",
    },
    {
      icon: "user",
      colour: "ink",
      title: "Individuals",
      description:
        "Build the AI skills your role needs and prove them with certificates employers recognise.",
      features: [
        "Personal learning path",
        "AI certification",
        "Skill assessment",
        "Career guidance",
      ],
      href: "/individuals",
    },
  ],
  de: [
    {
      icon: "building",
      colour: "brand",
      title: "Grossunternehmen",
      description:
        "AI-Adoption im ganzen Unternehmen, von der Geschäftsleitung bis in jede Abteilung, integriert in Ihre Systeme.",
      features: [
        "AI-Strategie mit der Geschäftsleitung",
        "Einführung in allen Abteilungen",
        "Individuelle Integration",
        "Support rund um die Uhr",
      ],
      href: "/de/large-corporates",
    },
    {
      icon: "store",
      colour: "accent",
      title: "KMU",
      description:
        "Machen Sie Ihr ganzes Team schnell fit für die produktive Arbeit mit AI, zu Kosten und in einem Tempo, die zu Ihrem Unternehmen passen.",
      features: [
        "Kosteneffiziente Einführung",
        "Skalierbare Lösungen",
        "Schneller Start",
        "Auf Wachstum ausgerichtet",
      ],
      href: "/de/small-mid-sized-companies",
    },
    {
      icon: "user",
      colour: "ink",
      title: "Privatpersonen",
      description:
        "Bauen Sie die AI-Kompetenzen auf, die Ihre Rolle verlangt, und belegen Sie sie mit Zertifikaten, die Arbeitgeber anerkennen.",
      features: [
        "Persönlicher Lernpfad",
        "AI-Zertifizierung",
        "Kompetenzanalyse",
        "Karriereberatung",
      ],
      href: "/de/individuals",
    },
  ],
};
