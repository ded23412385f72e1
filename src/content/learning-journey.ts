import type { LearningJourneyContent } from "~/components/templates/LearningJourneyPage";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";
import { freemiumComparison, premiumPromotion } from "./shared/freemium";
import { journeyIntroVideo } from "./shared/journey-video";
import { learnerStories } from "./shared/learner-stories";
import { logoStripControls } from "./shared/logo-strip-controls";
import { partners } from "./shared/partners";
import { uiText } from "./ui";

/** The sign-up link each language's page repeats. */
const register = {
  en: { label: "Register for free", href: site.platformRegisterUrl },
  de: { label: "Kostenlos registrieren", href: site.platformRegisterUrl },
};

/** The six partners the German landing page shows in its strip. */
const featuredPartners = new Set([
  "Nimbra Cloud",
  "Synaptiq Labs",
  "Lexora AI",
  "Modalis Models",
  "Calvora Consulting",
  "Alpine Digital Circle",
]);

/** The learning-journey landing page (/unleash-potential, /starte-lernreise), in each of its languages. */
export const learningJourneyCopy = {
  en: {
    meta: {
      title: "Start your AI Learning Journey",
      description:
        "Job-specific AI training, AI playgrounds, practical apps, creator tools, an AI coach and official certificates. Free for 30\u00A0days.",
    },
    hero: {
      badge: "30\u00A0days free",
      title: "Unleash Your Potential with AI",
      intro:
        "Job-specific training, AI playgrounds and a personal AI coach: start your AI learning journey today, free for 30\u00A0days.",
      actions: [register.en],
    },
    video: {
      title: "Your AI Learning Journey in a Nutshell",
      intro: "See how the platform takes you from your first prompt to an official certificate.",
      video: { ...journeyIntroVideo.en, title: "Introduction to your AI learning journey" },
      videoFallback: uiText.en.video.fallback,
    },
    blocks: [
      {
        id: "job-specific-training",
        title: "Job-Specific Trainings",
        description:
          "Training journeys built for your role, from Sales and Marketing to Finance, HR and IT. You learn AI through the tasks you do every day, not through abstract examples.",
        features: [
          "200+ job roles and business functions",
          "Beginner, Expert and Master levels",
          "Short, interactive lessons that fit into a busy week",
        ],
        imagePosition: "right",
        image: "/media/journey/training.svg",
      },
      {
        id: "personalised-news",
        title: "Individual Learning Paths and News",
        description:
          "Your journey adapts to your goals, your level and your pace. Personalised AI news keeps you up to date on what matters in your job.",
        features: [
          "A learning path that adapts to your progress",
          "Curated AI news for your profession",
          "Reminders that keep you on track",
        ],
        imagePosition: "left",
        image: "/media/journey/news.svg",
      },
      {
        id: "ai-playgrounds",
        title: "AI Playgrounds",
        description:
          "Try the leading AI models side by side in a safe environment. Practise prompting with guided exercises and see the results instantly.",
        features: [
          "Several AI models in one place",
          "Guided exercises with instant feedback",
          "A safe space to experiment, with no risk to your data",
        ],
        imagePosition: "right",
        image: "/media/journey/playground.svg",
      },
      {
        id: "practical-apps",
        title: "Practical AI Apps",
        description:
          "Ready-made AI apps for everyday work: write emails, summarise documents, prepare meetings and analyse data in minutes.",
        features: [
          "Apps for writing, research, analysis and planning",
          "Made for business professionals, no technical skills needed",
          "New apps every month",
        ],
        imagePosition: "left",
        image: "/media/journey/apps.svg",
      },
      {
        id: "creator-tools",
        title: "Creator Tools",
        description:
          "Build your own AI assistants and apps without writing a line of code, and share them with your colleagues.",
        features: [
          "A no-code builder with templates",
          "Your own assistants for recurring tasks",
          "Share what you build with a single click",
        ],
        imagePosition: "right",
        image: "/media/journey/creator.svg",
      },
      {
        id: "ai-coach",
        title: "AI Coach and Trainer",
        description:
          "Your personal AI coach answers your questions, explains concepts and suggests the next step on your journey, whenever you need it.",
        features: [
          "Help around the clock",
          "Explanations matched to your level",
          "Exercises based on your real work",
        ],
        imagePosition: "left",
        image: "/media/journey/coach.svg",
      },
      {
        id: "official-certificates",
        title: "Official Certificates",
        description:
          "Show what you can do: every level you complete earns you an official certificate, ready for your CV and your professional profiles.",
        features: [
          "A certificate for every completed level",
          "Easy to share online",
          "Your progress documented from Beginner to Master",
        ],
        imagePosition: "right",
        image: "/media/journey/certificate.svg",
      },
    ],
    blocksBeforeCallToAction: 4,
    callToAction: {
      title: "Start now 30 days for free and discover the future with AI!",
      text: "Try every course, playground and app free of charge for a month.",
      action: register.en,
    },
    testimonials: {
      title: "What Our Learners Say",
      items: learnerStories.en,
    },
    freemium: freemiumComparison.en,
    promotion: premiumPromotion.en,
  },
  de: {
    meta: {
      title: "Starte deine AI-Lernreise",
      description:
        "Berufsspezifische AI-Trainings, AI-Playgrounds, praktische Apps, Creator Tools und ein AI-Coach. Starte 30\u00A0Tage kostenlos.",
    },
    hero: {
      badge: "30\u00A0Tage kostenlos",
      title: "Entfalte dein Potenzial mit AI",
      intro:
        "Berufsspezifische Trainings, AI-Playgrounds und ein persönlicher AI-Coach: Starte deine AI-Lernreise heute, 30\u00A0Tage kostenlos.",
      actions: [register.de],
    },
    video: {
      title: "Deine AI-Lernreise auf einen Blick",
      intro: "So führt dich die Plattform von deinem ersten Prompt bis zum offiziellen Zertifikat.",
      video: { ...journeyIntroVideo.de, title: "Einführung in deine AI-Lernreise" },
      videoFallback: uiText.de.video.fallback,
    },
    blocks: [
      {
        id: "berufsspezifische-trainingsreisen",
        title: "Berufsspezifische Trainingsreisen",
        description:
          "Lernreisen, die auf deinen Beruf zugeschnitten sind: von Verkauf und Marketing über Finanzen und HR bis zur IT. Du lernst AI an den Aufgaben, die du jeden Tag erledigst, nicht an abstrakten Beispielen.",
        features: [
          "Über 200 Berufsrollen und Geschäftsbereiche",
          "Die Stufen Beginner, Expert und Master",
          "Kurze, interaktive Lektionen, die in jede Woche passen",
        ],
        imagePosition: "right",
        image: "/media/journey/training.svg",
      },
      {
        id: "umfangreiche-bibliothek",
        title: "Umfangreiche Bibliothek",
        description:
          "Kurse, Anleitungen und Vorlagen zu allen wichtigen AI-Themen. Du findest schnell, was du gerade brauchst, und lernst in deinem eigenen Tempo.",
        features: [
          "Kurse und Anleitungen für jedes Niveau",
          "Prompt-Vorlagen für typische Aufgaben im Job",
          "Laufend neue Inhalte",
        ],
        imagePosition: "left",
        image: "/media/journey/library.svg",
      },
      {
        id: "ai-playgrounds",
        title: "AI-Playgrounds",
        description:
          "Probiere führende AI-Modelle in einer sicheren Umgebung direkt nebeneinander aus. Mit geführten Übungen trainierst du das Prompting und siehst die Ergebnisse sofort.",
        features: [
          "Mehrere AI-Modelle an einem Ort",
          "Geführte Übungen mit direktem Feedback",
          "Ein geschützter Raum zum Experimentieren, ohne Risiko für deine Daten",
        ],
        imagePosition: "right",
        image: "/media/journey/playground.svg",
      },
      {
        id: "praktische-apps",
        title: "Praktische AI-Apps",
        description:
          "Fertige AI-Apps für den Arbeitsalltag: E\u2011Mails schreiben, Dokumente zusammenfassen, Meetings vorbereiten und Daten in wenigen Minuten auswerten.",
        features: [
          "Apps für Texte, Recherche, Analyse und Planung",
          "Für Fachleute gemacht, keine technischen Vorkenntnisse nötig",
          "Jeden Monat neue Apps",
        ],
        imagePosition: "left",
        image: "/media/journey/apps.svg",
      },
      {
        id: "creator-tools",
        title: "Creator Tools",
        description:
          "Baue eigene AI-Assistenten und Apps, ganz ohne Programmierkenntnisse, und teile sie mit deinem Team.",
        features: [
          "Ein No-Code-Baukasten mit Vorlagen",
          "Eigene Assistenten für wiederkehrende Aufgaben",
          "Mit einem Klick mit Kolleginnen und Kollegen teilen",
        ],
        imagePosition: "right",
        image: "/media/journey/creator.svg",
      },
      {
        id: "personalisierte-news",
        title: "Personalisierte Lernpfade und News",
        description:
          "Dein Lernpfad passt sich deinen Zielen, deinem Niveau und deinem Tempo an. Personalisierte AI-News halten dich auf dem Laufenden über das, was in deinem Beruf zählt.",
        features: [
          "Ein Lernpfad, der sich deinem Fortschritt anpasst",
          "Ausgewählte AI-News für deinen Beruf",
          "Erinnerungen, die dich am Ball halten",
        ],
        imagePosition: "left",
        image: "/media/journey/news.svg",
      },
      {
        id: "ai-coach",
        title: "AI-Coach und AI-Trainer",
        description:
          "Dein persönlicher AI-Coach beantwortet deine Fragen, erklärt Zusammenhänge und schlägt dir den nächsten Schritt auf deiner Lernreise vor, wann immer du ihn brauchst.",
        features: [
          "Hilfe rund um die Uhr",
          "Erklärungen passend zu deinem Niveau",
          "Übungen aus deinem echten Arbeitsalltag",
        ],
        imagePosition: "right",
        image: "/media/journey/coach.svg",
      },
    ],
    blocksBeforeCallToAction: 3,
    callToAction: {
      title: "Starte jetzt 30\u00A0Tage kostenlos und entdecke die Zukunft mit AI!",
      text: "Teste einen Monat lang kostenlos alle Trainings, Playgrounds und Apps.",
      action: register.de,
    },
    partners: {
      title: "Unsere Partner",
      logos: partners.filter((partner) => featuredPartners.has(partner.name)),
      ...logoStripControls.de,
    },
    testimonials: {
      title: "Das sagen unsere Lernenden",
      items: learnerStories.de,
    },
    freemium: freemiumComparison.de,
    promotion: premiumPromotion.de,
  },
} satisfies Localized<PageCopy & LearningJourneyContent>;
