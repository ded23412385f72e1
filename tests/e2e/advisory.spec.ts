import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

// The spec's section ids (gap-analysis, solutions, challenge, solution) are anchors
// other pages link to; the words come from each language's copy file.
for (const { lang, path } of languages) {
  test.describe(path("/ai-adoption-gap"), () => {
    const copy = readCopy("ai-adoption-gap", lang);

    test("has the gap-analysis and solutions sections", async ({ page }) => {
      await openPage(page, path("/ai-adoption-gap"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const gap = page.locator("#gap-analysis");
      await expect(gap.getByRole("heading", { level: 2 })).toHaveText(copy.gapAnalysis.title);
      await expect(gap.getByRole("heading", { level: 3 })).toHaveText(
        copy.gapAnalysis.items.map((item) => item.title),
      );
      await expect(page.locator("#solutions").getByRole("heading", { level: 2 })).toHaveText(
        copy.solutions.title,
      );
    });

    test("lands a linked section just below the fixed header", async ({ page }) => {
      await openPage(page, `${path("/ai-adoption-gap")}#solutions`);
      await expect
        .poll(() => page.locator("#solutions").evaluate((el) => el.getBoundingClientRect().top))
        .toBeCloseTo(80, -1);
    });
  });

  test.describe(path("/people-centric-transformation"), () => {
    const copy = readCopy("people-centric-transformation", lang);

    test("has the challenge and solution sections and three key success factors", async ({
      page,
    }) => {
      await openPage(page, path("/people-centric-transformation"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.locator("#challenge").getByRole("heading", { level: 2 })).toHaveText(
        copy.challenge.title,
      );
      await expect(page.locator("#solution").getByRole("heading", { level: 2 })).toHaveText(
        copy.solution.title,
      );
      const factors = page.getByRole("region", { name: copy.successFactors.title });
      await expect(factors.getByRole("heading", { level: 3 })).toHaveText(
        copy.successFactors.items.map((item) => item.title),
      );
      await expect(factors.getByRole("heading", { level: 3 })).toHaveCount(3);
    });
  });

  test.describe(path("/why-ai-important"), () => {
    const copy = readCopy("why-ai-important", lang);

    test("shows benefits on a personal and on a company and institutional level", async ({
      page,
    }) => {
      await openPage(page, path("/why-ai-important"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      for (const group of copy.benefits.groups) {
        await expect(page.getByRole("heading", { level: 3, name: group.title })).toBeVisible();
      }
      expect(copy.benefits.groups).toHaveLength(2);
    });

    test("lists the 18 business functions", async ({ page }) => {
      await openPage(page, path("/why-ai-important"));
      const functions = page.getByRole("region", { name: copy.functions.title });
      await expect(functions.getByRole("listitem")).toHaveText(copy.functions.items);
      await expect(functions.getByRole("listitem")).toHaveCount(18);
    });
  });
  // Each page closes with a call to action that leads to the platform page.
  for (const name of [
    "ai-adoption-gap",
    "people-centric-transformation",
    "why-ai-important",
  ] as const) {
    const { label } = readCopy(name, lang).cta.action;
    test(`${path(`/${name}`)}: ${label} leads to the platform page`, async ({ page }) => {
      await openPage(page, path(`/${name}`));
      await page.getByRole("main").getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(path("/platform"));
    });
  }
}

test.describe("the Insights heroes", () => {
  test("each Insights page shows its own picture in its hero, the German twin the same one described in German", async ({
    page,
  }) => {
    const shown: { path: string; drawing: string; alt: string }[] = [];
    for (const path of [
      "/ai-adoption-gap",
      "/people-centric-transformation",
      "/why-ai-important",
      "/de/ai-adoption-gap",
      "/de/people-centric-transformation",
      "/de/why-ai-important",
    ]) {
      await openPage(page, path);
      const hero = page
        .getByRole("main")
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 1 }) });
      const picture = hero.getByRole("img");
      await expect(picture, `${path} has one picture in its hero`).toHaveCount(1);
      await expectShown(picture, `${path}: the hero's picture is on screen`);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
          message: `${path}: the picture has loaded`,
        })
        .toBeGreaterThan(0);
      const alt = (await picture.getAttribute("alt"))?.trim() ?? "";
      expect(alt, `${path}: the picture says what it shows`).not.toBe("");
      // What the picture shows, not where it came from: a long page carries its drawing
      // inside it (ADR 0020), so a twin may hold as a data: URL what the other names as a file.
      const drawing = await picture.evaluate(async (image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext("2d")?.drawImage(image, 0, 0);
        const pixels = new TextEncoder().encode(canvas.toDataURL());
        const digest = await crypto.subtle.digest("SHA-256", pixels);
        return Array.from(new Uint8Array(digest), (byte) => byte.toString(16)).join("");
      });
      shown.push({ path, drawing, alt });
    }
    const english = shown.slice(0, 3);
    const german = shown.slice(3);
    expect(
      new Set(english.map((entry) => entry.drawing)).size,
      "a different picture per page",
    ).toBe(3);
    german.forEach((twin, i) => {
      expect(twin.drawing, `${twin.path} shows its English twin's picture`).toBe(
        english[i]?.drawing,
      );
      expect(twin.alt, `${twin.path} describes it in German`).not.toBe(english[i]?.alt);
    });
  });
});
