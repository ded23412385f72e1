import type { PageContent } from "./types";

export const platformPage = {
  meta: {
    title: "AI Adoption Platform",
    description:
      "One platform to train, apply, create and innovate with AI: job-specific trainings, AI playgrounds, creator tools, Return on AI and Talent Radar.",
  },
  hero: {
    title: "The AI Adoption Platform",
    intro:
      "Train, apply, create and innovate: everything your people need to make AI part of their daily work, and everything you need to measure it.",
  },
} satisfies PageContent;
