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
    security: {
      id: "security",
      eyebrow: "For IT, security and compliance",
      title: "Security and Data Protection",
      statement:
        "You decide how your platform runs and how your people sign in. Company AI environments give your employees a place to work with AI that is set up for your organisation, on the platform option your security requirements call for.",
      facts: [
        {
          icon: "layers",
          title: "Single-tenant for productive use",
          text: "Enterprise-level gives your company a platform of its own, instead of the shared, multi-tenant Standard platform.",
        },
        {
          icon: "shield",
          title: "Private Cloud for maximum security",
          text: "For the strictest requirements, the platform runs as a Private Cloud.",
        },
        {
          icon: "user-check",
          title: "SSO and HR-system integration",
          text: "Employees sign in with their company account, and the platform connects to your HR system.",
        },
        {
          icon: "building",
          title: "A Swiss provider",
          text: "We are a Swiss company, founded in 2018.",
        },
      ],
    },
    starts: {
      eyebrow: "Getting started",
      title: "Plan the Whole Journey, or Prove It First",
      intro:
        "Most corporations plan the company-wide roll-out in three stages; some first prove the value in one division.",
      groups: [threeStageApproach.en, pilotProject.en],
    },
  },
  de: {
    meta: {
      title: "AI-Adoption für Grossunternehmen",
      description:
        "AI-Strategie mit der Geschäftsleitung, Einführung in allen Abteilungen, individuelle Integration und Support rund um die Uhr für die AI-Adoption im Grossunternehmen.",
    },
    hero: {
      badge: "Für Grossunternehmen",
      title: "AI-Adoption für Grossunternehmen",
      intro:
        "Mobilisieren Sie Zehntausende von Mitarbeitenden mit berufsspezifischen AI-Trainings, integriert in Ihre Systeme und gemessen am Geschäftswert.",
      actions: [
        { label: "Jetzt starten", href: "/de/contact" },
        { label: "Plattform entdecken", href: "/de/platform" },
      ],
    },
    benefits: {
      eyebrow: "Was Sie erhalten",
      title: "Gebaut für AI-Adoption im ganzen Unternehmen",
      intro:
        "Alles, was es braucht, um AI zu allen Mitarbeitenden zu bringen, von der Geschäftsleitung bis in jede Abteilung.",
      items: [
        {
          icon: "target",
          title: "AI-Strategie mit der Geschäftsleitung",
          description:
            "Wir entwickeln Ihre Strategie für die AI-Adoption gemeinsam mit Ihrer Geschäftsleitung, ausgerichtet auf Ihre Geschäftsziele und gemessen im Return on AI.",
        },
        {
          icon: "users",
          title: "Einführung in allen Abteilungen",
          description:
            "Lernpfade für über 200 Berufsrollen holen jede Abteilung an Bord, von Verkauf und Finanzen bis zu Produktion sowie Forschung und Entwicklung.",
        },
        {
          icon: "layers",
          title: "Individuelle Integration",
          description:
            "Single Sign-on, Anbindung an HR-Systeme, unternehmenseigene AI-Umgebungen und Co-Branding machen die Plattform zum Teil Ihrer Systemlandschaft.",
        },
        {
          icon: "shield",
          title: "Support rund um die Uhr",
          description:
            "Hilfe rund um die Uhr, über Zeitzonen und Sprachen hinweg, für Ihre Administratorinnen und Administratoren ebenso wie für Ihre Mitarbeitenden.",
        },
      ],
    },
    results: {
      eyebrow: "Ergebnisse im grossen Massstab",
      title: "Typische Ergebnisse innert 12 Monaten",
      intro:
        "Was Konzerne mit Tausenden von Mitarbeitenden erreichen, sobald AI zu jeder Berufsrolle gehört.",
      stats: typicalResults.de,
    },
    ...companyOffer.de,
    security: {
      id: "security",
      eyebrow: "Für IT, Sicherheit und Compliance",
      title: "Sicherheit und Datenschutz",
      statement:
        "Sie entscheiden, wie Ihre Plattform betrieben wird und wie sich Ihre Mitarbeitenden anmelden. Unternehmenseigene AI-Umgebungen geben ihnen einen Ort, an dem sie mit AI arbeiten: eingerichtet für Ihre Organisation, auf der Plattformoption, die Ihre Sicherheitsanforderungen verlangen.",
      facts: [
        {
          icon: "layers",
          title: "Single-Tenant für den produktiven Einsatz",
          text: "Mit Enterprise-level erhält Ihr Unternehmen eine eigene Plattform statt der gemeinsam genutzten Multi-Tenant-Plattform Standard.",
        },
        {
          icon: "shield",
          title: "Private Cloud für maximale Sicherheit",
          text: "Für die strengsten Anforderungen läuft die Plattform als Private Cloud.",
        },
        {
          icon: "user-check",
          title: "SSO und Anbindung an HR-Systeme",
          text: "Ihre Mitarbeitenden melden sich mit ihrem Firmenkonto an, und die Plattform ist mit Ihrem HR-System verbunden.",
        },
        {
          icon: "building",
          title: "Ein Schweizer Anbieter",
          text: "Wir sind ein Schweizer Unternehmen, gegründet 2018.",
        },
      ],
    },
    starts: {
      eyebrow: "Der Einstieg",
      title: "Den ganzen Weg planen oder zuerst den Beweis erbringen",
      intro:
        "Die meisten Konzerne planen den unternehmensweiten Roll-out in drei Stufen; manche belegen den Wert zuerst in einem Geschäftsbereich.",
      groups: [threeStageApproach.de, pilotProject.de],
    },
  },
} satisfies Localized<PageCopy & CompanySolutionContent>;
