import type { PageContent } from "./types";

export const unleashPotentialPage = {
  meta: {
    title: "Start your AI Learning Journey",
    description:
      "Job-specific AI trainings, AI playgrounds, practical apps, creator tools, an AI coach and official certificates. Start 30 days free.",
  },
  hero: {
    title: "Unleash Your Potential with AI",
    intro:
      "Job-specific trainings, AI playgrounds and a personal AI coach: start your AI learning journey today, free for 30 days.",
  },
} satisfies PageContent;
