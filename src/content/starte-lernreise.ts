import type { LearningJourneyContent } from "~/components/templates/LearningJourneyPage";
import { site } from "~/site.config";
import type { PageContent } from "./page-copy";
import { freemiumComparison, premiumPromotion } from "./shared/freemium";
import { journeyIntroVideoDe } from "./shared/journey-video";
import { learnerStories } from "./shared/learner-stories";
import { germanLogoStripControls } from "./shared/logo-strip-controls";
import { partners } from "./shared/partners";
import { uiText } from "./ui";

const register = { label: "Kostenlos registrieren", href: site.platformRegisterUrl };

/** The six partners the German landing page shows in its strip. */
const featuredPartners = new Set([
  "Nimbra Cloud",
  "Synaptiq Labs",
  "Lexora AI",
  "Modalis Models",
  "Calvora Consulting",
  "Alpine Digital Circle",
]);

export const starteLernreisePage = {
  meta: {
    title: "Starte deine AI-Lernreise",
    description:
      "Berufsspezifische AI-Trainings, AI-Playgrounds, praktische Apps, Creator Tools und ein AI-Coach. Starte 30 Tage kostenlos.",
  },
  hero: {
    badge: "30 Tage kostenlos",
    title: "Entfalte dein Potenzial mit AI",
    intro:
      "Berufsspezifische Trainings, AI-Playgrounds und ein persönlicher AI-Coach: Starte deine AI-Lernreise heute, 30 Tage kostenlos.",
    actions: [register],
  },
  video: {
    title: "Deine AI-Lernreise auf einen Blick",
    intro: "So führt dich die Plattform von deinem ersten Prompt bis zum offiziellen Zertifikat.",
    video: { ...journeyIntroVideoDe, title: "Einführung in deine AI-Lernreise" },
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
        "Fertige AI-Apps für den Arbeitsalltag: E-Mails schreiben, Dokumente zusammenfassen, Meetings vorbereiten und Daten in wenigen Minuten auswerten.",
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
      title: "AI-Coach und ‑Trainer",
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
    title: "Starte jetzt 30 Tage kostenlos und entdecke die Zukunft mit AI!",
    text: "Teste einen Monat lang kostenlos alle Trainings, Playgrounds und Apps.",
    action: register,
  },
  partners: {
    title: "Unsere Partner",
    logos: partners.filter((partner) => featuredPartners.has(partner.name)),
    ...germanLogoStripControls,
  },
  testimonials: {
    title: "Das sagen unsere Lernenden",
    items: learnerStories.de,
  },
  freemium: freemiumComparison.de,
  promotion: premiumPromotion.de,
} satisfies PageContent & LearningJourneyContent;
