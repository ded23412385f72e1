import type { PageContent } from "./types";

export const starteLernreisePage = {
  meta: {
    title: "Starte deine AI-Lernreise",
    description:
      "Berufsspezifische AI-Trainings, AI-Playgrounds, praktische Apps, Creator Tools und ein AI-Coach. Starte 30 Tage kostenlos.",
  },
  hero: {
    title: "Entfalte dein Potenzial mit AI",
    intro:
      "Berufsspezifische Trainings, AI-Playgrounds und ein persönlicher AI-Coach: Starte deine AI-Lernreise heute, 30 Tage kostenlos.",
  },
} satisfies PageContent;
