import type { Page } from "@playwright/test";
import { readCopy, readUi } from "../../src/content/read-copy";
import { anchorOffset, expectLandedOn } from "./support/anchor-landing";
import { bringIntoView, carouselStatus, fillIn } from "./support/carousel";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { revealWholePage } from "./support/reveal";

// The words come from each language's copy file; the spec's counts stay written here.
for (const { lang, path } of languages) {
  const copy = readCopy("platform", lang);
  const ui = readUi(lang);

  test.describe(path("/platform"), () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, path("/platform"));
    });

    test("opens with its hero", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("shows the impact: 6 benefits for individuals, 8 for companies", async ({ page }) => {
      const impact = page.getByRole("region", { name: copy.benefits.title });
      const [individuals, companies] = copy.benefits.groups;
      for (const [group, count] of [
        [individuals, 6],
        [companies, 8],
      ] as const) {
        const card = impact
          .locator("div", { has: page.getByRole("heading", { name: group?.title }) })
          .last();
        await expect(card.getByRole("listitem")).toHaveText(group?.items ?? []);
        await expect(card.getByRole("listitem")).toHaveCount(count);
      }
    });

    test("has the demo video with native controls and metadata preload", async ({ page }) => {
      const video = page.getByRole("main").locator("video");
      await expect(video).toHaveAccessibleName(copy.demo.video.title);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "metadata");
      await expect(video).toHaveAttribute("poster", /\.webp$/);
      expect(await video.innerHTML()).toContain(ui.video.fallback);
    });

    test("explains How It Works in 7 cards", async ({ page }) => {
      const howItWorks = page.getByRole("region", { name: copy.howItWorks.title });
      await expect(howItWorks.getByRole("heading", { level: 3 })).toHaveText(
        copy.howItWorks.steps.map((step) => step.title),
      );
      await expect(howItWorks.getByRole("heading", { level: 3 })).toHaveCount(7);
    });

    test("summarises Train, Apply, Create, Innovate in order and lists six unique features", async ({
      page,
    }) => {
      const summary = page.getByRole("region", { name: copy.journey.title });
      await expect(summary.getByRole("heading", { level: 3 })).toHaveText(
        copy.journey.items.map((item) => item.title),
      );
      await expect(summary.getByRole("heading", { level: 3 })).toHaveCount(4);
      const features = page.getByRole("region", { name: copy.features.title });
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(
        copy.features.items.map((item) => item.title),
      );
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
    });

    test("leads to the three platform options where the company pages set them out", async ({
      page,
    }) => {
      const compare = copy.contact.secondaryAction;
      await page.getByRole("link", { name: compare?.label }).click();
      await expect(page).toHaveURL(compare?.href ?? "");
      // The anchor is the options' heading; the row of options is named by it.
      await expect(page.locator("#platform-options")).toBeInViewport();
      const options = page.locator('[aria-labelledby="platform-options"]');
      await expect(options.getByRole("heading", { level: 4 })).toHaveText(
        readCopy("large-corporates", lang).offer.platform.options.map((option) => option.title),
      );
    });

    test("carries its customer quotes in a looping carousel", async ({ page }) => {
      const { items } = copy.voices;
      const carousel = page.getByRole("region", { name: copy.voices.carouselLabel });
      await expect(carousel.getByRole("group")).toHaveCount(items.length);
      const text = ui.carousel;
      await bringIntoView(carousel);
      await carousel.getByRole("button", { name: text.previous }).click();
      await expect(carouselStatus(carousel, text, items.length)).toHaveText(
        fillIn(text.status, items.length, items.length),
      );
    });

    test("closes with a call to contact us", async ({ page }) => {
      await page.getByRole("main").getByRole("link", { name: copy.contact.action.label }).click();
      await expect(page).toHaveURL(copy.contact.action.href);
    });
  });
}

/** Every quote a testimonial carousel holds, as the page shows it. */
async function quotesIn(page: Page, path: string, carouselLabel: string): Promise<string[]> {
  await openPage(page, path);
  const quotes = page.getByRole("region", { name: carouselLabel }).getByRole("blockquote");
  await expect(quotes.first()).toBeAttached();
  return (await quotes.allTextContents()).map((quote) => quote.trim());
}

for (const language of languages) {
  test(`${language.path("/platform")} shows none of the quotes of ${language.home}`, async ({
    page,
  }) => {
    const onPlatform = await quotesIn(
      page,
      language.path("/platform"),
      readCopy("platform", language.lang).voices.carouselLabel,
    );
    const onHome = await quotesIn(
      page,
      language.home,
      readCopy("home", language.lang).voices.carouselLabel,
    );
    expect(onHome).toHaveLength(15);
    expect(onPlatform.length).toBeGreaterThan(0);
    expect(onPlatform.filter((quote) => onHome.includes(quote))).toEqual([]);
  });
}

/**
 * /platform used to say Train, Apply, Create, Innovate three times and copied
 * whole blocks from the company pages. Its height in px before it said each
 * thing once (measured at 4cc9e70^ on 2026-11-26); it now stays within two thirds.
 */
const platformHeightBefore = {
  en: { 390: 12_423, 1440: 8_295 },
  de: { 390: 13_099, 1440: 8_506 },
  // French came after: it is held to German's figures, the longer of the two.
  fr: { 390: 13_099, 1440: 8_506 },
} as const;

for (const language of languages) {
  for (const width of [390, 1440] as const) {
    const before = platformHeightBefore[language.lang][width];
    const most = Math.floor((before * 2) / 3);
    test(`${language.path("/platform")} at ${width} px is at most ${most} px tall, two thirds of its ${before}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, language.path("/platform"));
      // Bands far down hold an estimated height until a visitor nears them (ADR 0017):
      // the page's length is what scrolling through it shows.
      await revealWholePage(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(most);
    });
  }
}

/** Scroll positions the page passes through, one per frame, from now until `count` frames. */
async function recordScrollFrames(page: Page, count: number): Promise<() => Promise<number[]>> {
  await page.evaluate((frames) => {
    const seen: number[] = [];
    (window as unknown as { scrollFrames: number[] }).scrollFrames = seen;
    const tick = () => {
      seen.push(window.scrollY);
      if (seen.length < frames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, count);
  return () => page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames);
}

// Spec §2 names in-page links of the home page; since its hero opens /platform (issue 40),
// the platform hero's link to How It Works is the site's in-page link to hold to the offset.
for (const { lang, name, path } of languages) {
  const copy = readCopy("platform", lang);
  const [, howItWorks] = copy.hero.actions ?? [];
  const platformPage = path("/platform");
  const howItWorksLink = (page: Page) =>
    page.getByRole("main").getByRole("link", { name: howItWorks?.label, exact: true });
  const target = howItWorks?.href.replace(/^#/, "") ?? "";

  test.describe(`${platformPage}: the hero's in-page link to How It Works, in ${name}`, () => {
    // The spec's breakpoint: 100 px under 868 px wide, 80 px from 868 on.
    for (const width of [867, 868]) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: 900 } });

        test(`glides to How It Works and stops ${anchorOffset(width)} px below the top`, async ({
          page,
        }) => {
          await openPage(page, platformPage);
          const frames = await recordScrollFrames(page, 90);
          await howItWorksLink(page).click();
          await expect(page).toHaveURL(`${platformPage}#${target}`);
          await expectLandedOn(page, target);
          await expect(
            page.getByRole("heading", { level: 2, name: copy.howItWorks.title }),
          ).toBeInViewport();
          // A jump shows only the start and the end; a glide passes between them,
          // however few frames a busy machine draws.
          const positions = await frames();
          const start = positions[0] ?? 0;
          const end = await page.evaluate(() => window.scrollY);
          expect(
            positions.some((y) => y > start && y < end),
            "passes through a position between start and end",
          ).toBe(true);
        });
      });
    }

    test.describe("with reduced motion", () => {
      test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

      test("jumps without gliding", async ({ page }) => {
        await openPage(page, platformPage);
        const frames = await recordScrollFrames(page, 30);
        await howItWorksLink(page).click();
        await expectLandedOn(page, target);
        const positions = new Set(await frames());
        expect(positions.size, "only the start and the end").toBeLessThanOrEqual(2);
      });
    });
  });
}
