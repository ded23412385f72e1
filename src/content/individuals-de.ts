import type { IndividualsLandingContent } from "~/components/templates/IndividualsLandingPage";
import { site } from "~/site.config";
import type { PageContent } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { freemiumComparison } from "./shared/freemium";
import { learnerStories } from "./shared/learner-stories";
import { germanLogoStripControls } from "./shared/logo-strip-controls";
import { partners } from "./shared/partners";

export const individualsDePage = {
  meta: {
    title: "AI-Training für Einzelpersonen",
    description:
      "Berufsspezifische AI-Trainings, personalisierte News, AI-Playgrounds, praktische Apps, Creator Tools und ein persönlicher AI-Coach.",
  },
  hero: {
    badge: "30 Tage kostenlos",
    title: "Deine persönliche AI-Lernreise",
    intro:
      "Lerne AI für deinen Beruf, übe in sicheren Playgrounds und erhalte offizielle Zertifikate: 30 Tage kostenlos.",
    actions: [
      { label: "Kostenlos registrieren", href: site.platformRegisterUrl },
      { label: "Premium sichern", href: site.platformRegisterUrl },
    ],
  },
  features: {
    heading: {
      eyebrow: "Deine Lernreise",
      title: "Alles, was du brauchst, um AI zu meistern",
      intro:
        "Sechs Wege, wie dir die Plattform hilft, AI zu lernen und im Beruf einzusetzen. Wähle einen aus und erfahre mehr.",
    },
    page: "/starte-lernreise",
    tiles: [
      {
        text: "Berufsspezifische Trainingsreisen",
        icon: "briefcase",
        sectionId: "berufsspezifische-trainingsreisen",
      },
      { text: "Personalisierte News", icon: "newspaper", sectionId: "personalisierte-news" },
      { text: "AI-Playgrounds", icon: "flask", sectionId: "ai-playgrounds" },
      { text: "Praktische Apps", icon: "apps", sectionId: "praktische-apps" },
      { text: "Creator Tools", icon: "pencil", sectionId: "creator-tools" },
      { text: "AI-Coach", icon: "message", sectionId: "ai-coach" },
    ],
  },
  customers: {
    title: "Über 100 Unternehmen vertrauen uns",
    logos: customerLogos,
    ...germanLogoStripControls,
  },
  partners: { title: "Unsere Partner", logos: partners, ...germanLogoStripControls },
  quotes: {
    title: "Das sagen unsere Lernenden",
    items: learnerStories.de,
  },
  freemium: freemiumComparison.de,
  closing: {
    title: "Bereit für deine AI-Lernreise?",
    text: "Registriere dich jetzt und lerne 30 Tage lang kostenlos.",
    action: { label: "Kostenlos registrieren", href: site.platformRegisterUrl },
  },
} satisfies PageContent & IndividualsLandingContent;
