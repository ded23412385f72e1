import type { CompanySolutionContent } from "~/components/templates/CompanySolutionPage";
import type { Localized, PageCopy } from "./page-copy";
import { companyOffer, pilotProject, threeStageApproach } from "./shared/company-offer";

/** The option we recommend to small and mid-sized companies (spec §1). */
const recommendedOption = "Standard";

export const smcCopy = {
  en: {
    meta: {
      title: "AI Adoption for Small and Mid-sized Companies",
      description:
        "Cost-effective, scalable AI adoption with a quick setup for small and mid-sized companies that want to grow with AI.",
    },
    hero: {
      badge: "For small and mid-sized companies",
      title: "AI Adoption for Small and Mid-sized Companies",
      intro:
        "Get your whole team productive with AI quickly, at a cost that fits your budget and a pace that fits your business.",
      actions: [{ label: "Get Started", href: "/contact" }],
    },
    benefits: {
      eyebrow: "What you get",
      title: "AI Adoption That Fits Your Business",
      intro:
        "Everything your team needs to work productively with AI, without an enterprise-sized project.",
      items: [
        {
          icon: "chart-up",
          title: "Cost-effective implementation",
          description:
            "A ready-to-use platform and proven learning paths keep your investment small and your results large.",
        },
        {
          icon: "layers",
          title: "Scalable solutions",
          description:
            "Start with one team and grow to the whole company: the platform grows with you, user by user.",
        },
        {
          icon: "sparkles",
          title: "Quick setup",
          description:
            "Your team starts learning within days. No IT project, no lengthy integration required.",
        },
        {
          icon: "lightbulb",
          title: "Growth-oriented",
          description:
            "AI skills in every role free up time for customers, new ideas and the growth of your business.",
        },
      ],
    },
    journey: {
      eyebrow: "Up and running in weeks",
      title: "From First Call to a Team That Works With AI",
      intro:
        "No IT project and no consultants on site: a company of 50 people is learning within days of saying yes.",
      steps: [
        {
          icon: "message",
          title: "Tell us about your team",
          description:
            "A short call about your roles, your tools and your goals. We suggest the learning paths that fit.",
        },
        {
          icon: "sparkles",
          title: "Start learning within days",
          description:
            "Everyone gets a personal, job-specific learning path on the Standard platform, in their own language.",
        },
        {
          icon: "briefcase",
          title: "Use AI in daily work",
          description:
            "Playgrounds and ready-made apps turn what people learn into time saved on real tasks.",
        },
        {
          icon: "chart-up",
          title: "See what it brings",
          description:
            "Return on AI shows the time and value gained, so you can decide with facts where to go next.",
        },
      ],
    },
    ...companyOffer.en,
    starts: {
      eyebrow: "Getting started",
      title: "Start Small, Grow at Your Pace",
      intro:
        "Most growing companies begin with a pilot in one team; others take the whole company along in three stages.",
      groups: [pilotProject.en, threeStageApproach.en],
    },
    platform: {
      ...companyOffer.en.platform,
      recommended: { option: recommendedOption, badge: "Recommended for SMCs" },
    },
  },
  de: {
    meta: {
      title: "AI-Adoption für KMU",
      description:
        "Kosteneffiziente, skalierbare AI-Adoption mit schnellem Start für kleine und mittlere Unternehmen, die mit AI wachsen wollen.",
    },
    hero: {
      badge: "Für KMU",
      title: "AI-Adoption für KMU",
      intro:
        "Machen Sie Ihr ganzes Team schnell fit für die produktive Arbeit mit AI, zu Kosten, die in Ihr Budget passen, und in einem Tempo, das zu Ihrem Unternehmen passt.",
      actions: [{ label: "Jetzt starten", href: "/de/contact" }],
    },
    benefits: {
      eyebrow: "Was Sie erhalten",
      title: "AI-Adoption, die zu Ihrem Unternehmen passt",
      intro:
        "Alles, was Ihr Team braucht, um produktiv mit AI zu arbeiten, ohne ein Projekt in Konzerngrösse.",
      items: [
        {
          icon: "chart-up",
          title: "Kosteneffiziente Einführung",
          description:
            "Eine sofort einsatzbereite Plattform und bewährte Lernpfade halten Ihre Investition klein und Ihre Ergebnisse gross.",
        },
        {
          icon: "layers",
          title: "Skalierbare Lösungen",
          description:
            "Starten Sie mit einem Team und wachsen Sie bis zum ganzen Unternehmen: Die Plattform wächst mit, Nutzer um Nutzer.",
        },
        {
          icon: "sparkles",
          title: "Schneller Start",
          description:
            "Ihr Team lernt schon nach wenigen Tagen. Kein IT-Projekt, keine aufwendige Integration nötig.",
        },
        {
          icon: "lightbulb",
          title: "Auf Wachstum ausgerichtet",
          description:
            "AI-Kompetenzen in jeder Rolle schaffen Zeit für Kundinnen und Kunden, für neue Ideen und für das Wachstum Ihres Unternehmens.",
        },
      ],
    },
    journey: {
      eyebrow: "In wenigen Wochen startklar",
      title: "Vom ersten Gespräch zum Team, das mit AI arbeitet",
      intro:
        "Kein IT-Projekt und keine Beraterinnen und Berater vor Ort: In einem Unternehmen mit 50 Mitarbeitenden beginnt das Lernen wenige Tage nach Ihrer Zusage.",
      steps: [
        {
          icon: "message",
          title: "Erzählen Sie uns von Ihrem Team",
          description:
            "Ein kurzes Gespräch über Ihre Rollen, Ihre Tools und Ihre Ziele. Wir schlagen die passenden Lernpfade vor.",
        },
        {
          icon: "sparkles",
          title: "In wenigen Tagen loslernen",
          description:
            "Alle erhalten einen persönlichen, berufsspezifischen Lernpfad auf der Standard-Plattform, in ihrer eigenen Sprache.",
        },
        {
          icon: "briefcase",
          title: "AI im Arbeitsalltag nutzen",
          description:
            "Playgrounds und fertige Apps machen aus dem Gelernten eingesparte Zeit bei echten Aufgaben.",
        },
        {
          icon: "chart-up",
          title: "Sehen, was es bringt",
          description:
            "Return on AI zeigt die gewonnene Zeit und den geschaffenen Wert, damit Sie mit Fakten entscheiden, wie es weitergeht.",
        },
      ],
    },
    ...companyOffer.de,
    starts: {
      eyebrow: "Der Einstieg",
      title: "Klein starten, im eigenen Tempo wachsen",
      intro:
        "Die meisten wachsenden Unternehmen beginnen mit einem Pilotprojekt in einem Team; andere nehmen das ganze Unternehmen in drei Stufen mit.",
      groups: [pilotProject.de, threeStageApproach.de],
    },
    platform: {
      ...companyOffer.de.platform,
      recommended: { option: recommendedOption, badge: "Empfohlen für KMU" },
    },
  },
} satisfies Localized<PageCopy & CompanySolutionContent>;
