import type { Illustration } from "~/components/sections/Hero";
import type { Localized } from "../page-copy";

/**
 * Drawn views of the platform (scripts/media/generate-product-media.mjs) for the
 * heroes, until the owner has real screenshots.
 */
export const platformOverviewVisual: Localized<Illustration, "en"> = {
  en: {
    src: "/media/product/platform-overview.svg",
    alt: "The platform dashboard: a learning path from Beginner to Master, an AI playground chat, the Return on AI chart and the Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
};

export const platformSuiteVisual: Localized<Illustration, "en"> = {
  en: {
    src: "/media/product/platform-suite.svg",
    alt: "Three views of the platform: the AI playground, the Return on AI dashboard and the Talent Radar",
    width: 1200,
    height: 800,
    placeholder: true,
  },
};
