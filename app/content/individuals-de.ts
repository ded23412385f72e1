import type { PageContent } from "./types";

export const individualsDePage = {
  meta: {
    title: "AI-Training für Einzelpersonen",
    description:
      "Berufsspezifische AI-Trainings, personalisierte News, AI-Playgrounds, praktische Apps, Creator Tools und ein persönlicher AI-Coach.",
  },
  hero: {
    title: "Deine persönliche AI-Lernreise",
    intro:
      "Lerne AI für deinen Beruf, übe in sicheren Playgrounds und erhalte offizielle Zertifikate: 30 Tage kostenlos.",
  },
} satisfies PageContent;
