import type { Illustration } from "~/lib/copy-schema";
import type { Localized } from "../page-copy";

/**
 * Drawn views of the platform (scripts/media/generate-product-media.mjs) for the
 * heroes, until the owner has real screenshots; described in each page's language.
 */
export const platformOverviewVisual: Localized<Illustration> = {
  en: {
    src: "/media/product/platform-overview.svg",
    alt: "The platform dashboard: a learning path from Beginner to Master, an AI playground chat, the Return on AI chart and the Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
  de: {
    src: "/media/product/platform-overview.svg",
    alt: "Das Dashboard der Plattform: ein Lernpfad von Beginner bis Master, ein Chat im AI-Playground, das Diagramm zum Return on AI und der Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
};

export const platformSuiteVisual: Localized<Illustration> = {
  en: {
    src: "/media/product/platform-suite.svg",
    alt: "Three views of the platform: the AI playground, the Return on AI dashboard and the Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
  de: {
    src: "/media/product/platform-suite.svg",
    alt: "Drei Ansichten der Plattform: der AI-Playground, das Return-on-AI-Dashboard und der Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
};
