import type { IndividualsLandingContent } from "~/components/templates/IndividualsLandingPage";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { freemiumComparison } from "./shared/freemium";
import { learnerStories } from "./shared/learner-stories";
import { logoStripControls } from "./shared/logo-strip-controls";
import { partners } from "./shared/partners";
import { customerLogoStrip } from "./shared/sections";

/** The individuals landing page (/individuals/en, /individuals/de), in each of its languages. */
export const individualsLandingCopy = {
  en: {
    meta: {
      title: "Your Personal AI Learning Journey",
      description:
        "Job-specific AI training, personalised news, AI playgrounds, practical apps, creator tools and a personal AI coach. Free for 30\u00A0days.",
    },
    hero: {
      badge: "30\u00A0days free",
      title: "Your Personal AI Learning Journey",
      intro:
        "Learn AI for your own job, practise in safe playgrounds and earn official certificates. Free for 30\u00A0days.",
      actions: [{ label: "Start Your 30 Day Free Trial Now", href: site.platformRegisterUrl }],
    },
    features: {
      heading: {
        eyebrow: "Your learning journey",
        title: "Everything You Need to Master AI",
        intro:
          "Six ways the platform helps you learn AI and use it in your job. Pick one to see more.",
      },
      page: "/unleash-potential",
      tiles: [
        { text: "Job-specific training", icon: "briefcase", sectionId: "job-specific-training" },
        { text: "Personalised news", icon: "newspaper", sectionId: "personalised-news" },
        { text: "AI playgrounds", icon: "flask", sectionId: "ai-playgrounds" },
        { text: "Practical apps", icon: "apps", sectionId: "practical-apps" },
        { text: "Creator tools", icon: "pencil", sectionId: "creator-tools" },
        { text: "AI coach", icon: "message", sectionId: "ai-coach" },
      ],
    },
    customers: customerLogoStrip.en,
    partners: { ...customerLogoStrip.en, title: "Our Partners", logos: partners },
    quotes: {
      title: "What Our Learners Say",
      items: learnerStories.en,
    },
    freemium: freemiumComparison.en,
    closing: {
      title: "Ready to Start Your AI Learning Journey?",
      text: "Register now and learn free of charge for 30\u00A0days.",
      action: { label: "Register for free", href: site.platformRegisterUrl },
    },
  },
  de: {
    meta: {
      title: "AI-Training für Einzelpersonen",
      description:
        "Berufsspezifische AI-Trainings, personalisierte News, AI-Playgrounds, praktische Apps, Creator Tools und ein persönlicher AI-Coach.",
    },
    hero: {
      badge: "30\u00A0Tage kostenlos",
      title: "Deine persönliche AI-Lernreise",
      intro:
        "Lerne AI für deinen Beruf, übe in sicheren Playgrounds und erhalte offizielle Zertifikate: 30\u00A0Tage kostenlos.",
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
      ...logoStripControls.de,
    },
    partners: { title: "Unsere Partner", logos: partners, ...logoStripControls.de },
    quotes: {
      title: "Das sagen unsere Lernenden",
      items: learnerStories.de,
    },
    freemium: freemiumComparison.de,
    closing: {
      title: "Bereit für deine AI-Lernreise?",
      text: "Registriere dich jetzt und lerne 30\u00A0Tage lang kostenlos.",
      action: { label: "Kostenlos registrieren", href: site.platformRegisterUrl },
    },
  },
} satisfies Localized<PageCopy & IndividualsLandingContent>;
