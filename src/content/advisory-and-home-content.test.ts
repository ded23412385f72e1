import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { readCopy } from "./read-copy";

const homeCopy = { en: readCopy("home", "en") };
const platformCopy = { en: readCopy("platform", "en"), de: readCopy("platform", "de") };
const aiAdoptionGapCopy = { en: readCopy("ai-adoption-gap", "en") };
const peopleCentricCopy = { en: readCopy("people-centric-transformation", "en") };
const whyAiImportantCopy = { en: readCopy("why-ai-important", "en") };

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe("home content (spec §2 Home)", () => {
  it("opens with the spec's headline and a Get Started Today link to /contact", () => {
    expect(homeCopy.en.hero.title).toBe("AI Adoption for Everyone");
    expect(homeCopy.en.hero.actions?.[0]).toEqual({ label: "Get Started Today", href: "/contact" });
  });

  it("has the six platform cards in the spec's order", () => {
    expect(homeCopy.en.platform.title).toBe("World's Leading AI Adoption Platform");
    expect(titles(homeCopy.en.platform.items)).toEqual([
      "Train",
      "Apply",
      "Create & Innovate",
      "RoAI",
      "Talent Radar",
      "Change Management",
    ]);
  });

  it("has the three solutions with exactly the spec's four features each", () => {
    expect(homeCopy.en.solutions.title).toBe("Our Solutions");
    expect(homeCopy.en.solutions.linkLabel).toBe("Learn More");
    expect(
      homeCopy.en.solutions.items.map((item) => ({ href: item.href, features: item.features })),
    ).toEqual([
      {
        href: "/large-corporates",
        features: [
          "Executive AI strategy",
          "Department-wide implementation",
          "Custom integration",
          "24/7 support",
        ],
      },
      {
        href: "/small-mid-sized-companies",
        features: [
          "Cost-effective implementation",
          "Scalable solutions",
          "Quick setup",
          "Growth-oriented",
        ],
      },
      {
        href: "/individuals",
        features: [
          "Personal learning path",
          "AI certification",
          "Skill assessment",
          "Career guidance",
        ],
      },
    ]);
  });

  it("closes with Get in Touch to /contact", () => {
    expect(homeCopy.en.contact.action).toMatchObject({ label: "Get in Touch", href: "/contact" });
  });

  it("shows the logo of the quoted customer's company in the proof band, in every language", () => {
    for (const { code } of locales) {
      const { quote } = readCopy("home", code).proof;
      expect(quote.logoAlt).toBe(quote.company);
    }
  });
});

describe("platform content (spec §2 Platform)", () => {
  it("has 6 individual and 8 corporate benefits", () => {
    expect(platformCopy.en.benefits.groups.map((group) => group.items.length)).toEqual([6, 8]);
  });

  it("explains How It Works in the spec's 7 cards", () => {
    expect(titles(platformCopy.en.howItWorks.steps)).toEqual([
      "Train",
      "Apply",
      "Create",
      "Innovate",
      "Value Measurement",
      "Talent Promotion",
      "Comprehensive Change Management",
    ]);
  });

  it("summarises Train, Apply, Create, Innovate and lists six unique features", () => {
    expect(titles(platformCopy.en.journey.items)).toEqual(["Train", "Apply", "Create", "Innovate"]);
    expect(platformCopy.en.features.items).toHaveLength(6);
  });

  it("leads to the platform options on the company pages instead of repeating them", () => {
    expect(platformCopy.en.contact.secondaryAction?.href).toBe(
      "/large-corporates#platform-options",
    );
    expect(platformCopy.de.contact.secondaryAction?.href).toBe(
      "/de/large-corporates#platform-options",
    );
  });
});

describe("advisory pages (spec §2 Advisory pages)", () => {
  it("AI Adoption Gap: sections gap-analysis and solutions, Explore Our Platform to /platform", () => {
    expect(aiAdoptionGapCopy.en.gapAnalysis.id).toBe("gap-analysis");
    expect(aiAdoptionGapCopy.en.solutions.id).toBe("solutions");
    expect(aiAdoptionGapCopy.en.cta.action).toMatchObject({
      label: "Explore Our Platform",
      href: "/platform",
    });
  });

  it("people-centric: challenge, solution, three success factors, See Our Solution", () => {
    expect(peopleCentricCopy.en.challenge.id).toBe("challenge");
    expect(peopleCentricCopy.en.solution.id).toBe("solution");
    expect(peopleCentricCopy.en.successFactors.title).toBe("Three Key Success Factors");
    expect(titles(peopleCentricCopy.en.successFactors.items)).toEqual([
      "Job- and Role-specific",
      "Personalised",
      "Interactive and Hands-on",
    ]);
    expect(peopleCentricCopy.en.cta.action).toMatchObject({
      label: "See Our Solution",
      href: "/platform",
    });
  });

  it("why AI: personal and company/institutional benefits, the 18 functions, Explore AI Platform", () => {
    expect(titles(whyAiImportantCopy.en.benefits.groups)).toEqual([
      "On a personal level",
      "On a company and institutional level",
    ]);
    expect(whyAiImportantCopy.en.functions.items).toEqual([
      "Sales",
      "Marketing",
      "Customer Care",
      "Finance",
      "HR",
      "Operations",
      "Supply Chain & Logistics",
      "IT",
      "Legal & Compliance",
      "Risk Management",
      "Project Management & Consulting",
      "Management Support",
      "Corporate Development/Strategy/ESG",
      "Operations & Processing",
      "Production",
      "Maintenance",
      "Quality Management",
      "R&D",
    ]);
    expect(whyAiImportantCopy.en.cta.action).toMatchObject({
      label: "Explore AI Platform",
      href: "/platform",
    });
  });
});
