import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/locales";
import { readCopy, readShared } from "./read-copy";
import { premiumDiscountPercent, premiumPricing } from "./shared/premium-pricing";

/** Each page's blocks in order, and how many come before the call to action between them. */
function blocksOf(lang: Locale) {
  const { features, moreFeatures } = readCopy("learning-journey", lang);
  return {
    blocks: [...features.blocks, ...moreFeatures.blocks],
    blocksBeforeCallToAction: features.blocks.length,
  };
}

const unleashPotentialPage = blocksOf("en");
const starteLernreisePage = blocksOf("de");
const demarrerParcoursPage = blocksOf("fr");

const landingPages: Record<string, ReturnType<typeof blocksOf>> = {
  "/unleash-potential": unleashPotentialPage,
  "/starte-lernreise": starteLernreisePage,
  "/demarrer-parcours-ia": demarrerParcoursPage,
};

describe("learning-journey content (spec §2, §9)", () => {
  it("lays out the English page's seven blocks, the call to action after the fourth", () => {
    const { blocks, blocksBeforeCallToAction } = unleashPotentialPage;
    expect(blocks.map((block) => block.id)).toEqual([
      "job-specific-training",
      "personalised-news",
      "ai-playgrounds",
      "practical-apps",
      "creator-tools",
      "ai-coach",
      "official-certificates",
    ]);
    expect(blocksBeforeCallToAction).toBe(4);
  });

  it("lays out the German page's blocks, the call to action after the third", () => {
    const { blocks, blocksBeforeCallToAction } = starteLernreisePage;
    expect(blocks.map((block) => block.id)).toEqual([
      "berufsspezifische-trainingsreisen",
      "umfangreiche-bibliothek",
      "ai-playgrounds",
      "praktische-apps",
      "creator-tools",
      "personalisierte-news",
      "ai-coach",
    ]);
    expect(blocksBeforeCallToAction).toBe(3);
  });

  it("lays out the French page as the English one, its anchors in French (issue 42)", () => {
    const { blocks, blocksBeforeCallToAction } = demarrerParcoursPage;
    expect(blocks.map((block) => block.id)).toEqual([
      "formations-metier",
      "actualites-personnalisees",
      "espaces-ia",
      "applications-pratiques",
      "outils-creation",
      "coach-ia",
      "certificats-officiels",
    ]);
    expect(blocksBeforeCallToAction).toBe(unleashPotentialPage.blocksBeforeCallToAction);
    expect(blocks.map((block) => block.screen?.id)).toEqual(
      unleashPotentialPage.blocks.map((block) => block.screen?.id),
    );
  });

  it("alternates the picture side from block to block", () => {
    for (const page of Object.values(landingPages)) {
      page.blocks.forEach((block, index) => {
        expect(block.imagePosition).toBe(index % 2 === 0 ? "right" : "left");
      });
    }
  });

  it("points every individuals tile at a block that exists on its landing page", () => {
    for (const { code } of locales) {
      const { features } = readCopy("individuals-landing", code);
      const ids = landingPages[features.href]?.blocks.map((block) => block.id);
      for (const tile of features.tiles) expect(ids).toContain(tile.sectionId);
    }
  });

  it("shows six of the partners in the German partner strip", () => {
    const strip = readCopy("learning-journey", "de").partners;
    expect(strip?.logos).toHaveLength(6);
    for (const logo of strip?.logos ?? [])
      expect(readShared("partner-logos", "de")).toContainEqual(logo);
  });

  it("prices Premium at 270 instead of 450 a year, 40% off, or 110 a quarter", () => {
    expect(premiumPricing).toEqual({ annual: 270, annualRegular: 450, quarterly: 110 });
    expect(premiumDiscountPercent).toBe(40);
  });
});
