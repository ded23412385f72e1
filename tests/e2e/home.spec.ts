import type { Locator } from "@playwright/test";
import { readCopy, readUi } from "../../src/content/read-copy";
import {
  bringIntoView,
  carouselStatus,
  fillIn,
  scriptRequests,
  slidesInView,
} from "./support/carousel";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

/** The strip's moving track: the parent of its two logo lists. */
function stripOffset(strip: Locator): Promise<string> {
  return strip
    .getByRole("list")
    .first()
    .evaluate((list) => getComputedStyle(list.parentElement as HTMLElement).transform);
}

// The words come from each language's copy file; the spec's counts stay written here.
for (const language of languages) {
  const { home, path } = language;
  const copy = readCopy("home", language.lang);
  const ui = readUi(language.lang);
  const [getStarted] = copy.hero.actions ?? [];

  test.describe(`${home} (home) in ${language.name}`, () => {
    test("opens with the headline and Get Started Today, which leads to /contact", async ({
      page,
    }) => {
      await openPage(page, home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      await page.getByRole("main").getByRole("link", { name: getStarted?.label }).click();
      await expect(page).toHaveURL(path("/contact"));
    });

    test("shows the 21 customer logos twice in the strip, 42 images with 21 names", async ({
      page,
    }) => {
      await openPage(page, home);
      const strip = page.getByRole("region", { name: copy.logos.title });
      const logos = strip
        .getByRole("list", { includeHidden: true })
        .getByRole("img", { includeHidden: true });
      await expect(logos).toHaveCount(42);
      const names = await logos.evaluateAll((images) =>
        images.map((img) => img.getAttribute("alt")),
      );
      expect(new Set(names).size).toBe(21);
      expect(names.slice(21)).toEqual(names.slice(0, 21));
      // Screen readers hear each customer once; the second copy only closes the loop.
      await expect(strip.getByRole("img")).toHaveCount(21);
      const [first, second] = await strip
        .getByRole("list", { includeHidden: true })
        .evaluateAll((lists) => lists.map((list) => list.getBoundingClientRect().width));
      expect(first).toBeGreaterThan(0);
      expect(second).toBeCloseTo(first ?? 0, 0);
    });

    test("loops the strip forever by one copy of the list", async ({ page }) => {
      await openPage(page, home);
      const loop = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          return {
            iterations: effect.getComputedTiming().iterations,
            to: effect.getKeyframes().at(-1)?.transform,
          };
        }),
      );
      // Chromium writes translateX(-50%) as translate(-50%).
      expect(loop).toContainEqual({ iterations: Number.POSITIVE_INFINITY, to: "translate(-50%)" });
    });

    test("presents the platform in six cards", async ({ page }) => {
      await openPage(page, home);
      const grid = page.getByRole("region", { name: copy.platform.title });
      await expect(grid.getByRole("heading", { level: 3 })).toHaveText(
        copy.platform.items.map((item) => item.title),
      );
      await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(6);
    });

    test("plays the welcome video with native controls, loading only its metadata", async ({
      page,
    }) => {
      await openPage(page, home);
      const video = page.getByRole("main").locator("video");
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAccessibleName(copy.video.video.title);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "metadata");
      await expect(video).toHaveAttribute("poster", /\.webp$/);
      await expect(video).toHaveAttribute("src", /\.mp4$/);
      await expect(video).not.toHaveAttribute("autoplay");
      expect(await video.innerHTML()).toContain(ui.video.fallback);
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration))
        .toBeGreaterThan(0);
    });

    test("offers three solutions, each with its four features and Learn More", async ({ page }) => {
      await openPage(page, home);
      const solutions = page.getByRole("region", { name: copy.solutions.title });
      const expected = copy.solutions.items;
      const cards = solutions.getByRole("listitem").filter({ has: page.getByRole("heading") });
      await expect(cards).toHaveCount(3);
      for (const [i, solution] of expected.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("listitem")).toHaveText(solution.features);
        await expect(card.getByRole("listitem")).toHaveCount(4);
        // Visibly "Learn More"; the card's title completes the link's name.
        const link = card.getByRole("link", { name: copy.solutions.linkLabel });
        await expect(link).toHaveAccessibleName(`${copy.solutions.linkLabel} — ${solution.title}`);
        await expect(link).toHaveAttribute("href", solution.href);
      }
      await cards.nth(1).getByRole("link", { name: copy.solutions.linkLabel }).click();
      await expect(page).toHaveURL(path("/small-mid-sized-companies"));
    });

    test("shows 2, 3, 4 or 5 partner logos per view as the screen widens", async ({ page }) => {
      await openPage(page, home);
      const carousel = page.getByRole("region", { name: copy.partners.carouselLabel });
      for (const [width, perView] of [
        [390, 2],
        [700, 3],
        [900, 4],
        [1280, 5],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => slidesInView(carousel), `${width} px`).toBe(perView);
      }
    });

    test("fetches the carousels' script only once the visitor scrolls near one, and never React", async ({
      page,
    }) => {
      const scripts = scriptRequests(page);
      await openPage(page, home);
      await page.waitForLoadState("networkidle");
      // The page's own scripts are inside it: no file comes before the visitor moves.
      expect(scripts, "script files before any scroll").toEqual([]);

      const carousel = page.getByRole("region", { name: copy.partners.carouselLabel });
      await bringIntoView(carousel);
      expect(scripts, "one file, Embla with the carousels' script: no React").toHaveLength(1);
      await carousel.getByRole("button", { name: ui.carousel.next }).click();
      await expect(carouselStatus(carousel, ui.carousel, 15)).toHaveText(
        fillIn(ui.carousel.status, 2, 15),
      );
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("shows one testimonial per view", async ({ page }) => {
        await openPage(page, home);
        const carousel = page.getByRole("region", { name: copy.voices.carouselLabel });
        await expect.poll(() => slidesInView(carousel)).toBe(1);
      });
    });

    test("closes with Get in Touch, which leads to /contact", async ({ page }) => {
      await openPage(page, home);
      await page.getByRole("main").getByRole("link", { name: copy.contact.action.label }).click();
      await expect(page).toHaveURL(copy.contact.action.href);
    });

    test("reserves space for every image and loads those below the fold lazily", async ({
      page,
    }) => {
      await openPage(page, home);
      const images = await page
        .getByRole("main")
        .locator("img")
        .evaluateAll((all) =>
          all.map((img) => ({
            src: img.getAttribute("src"),
            alt: img.getAttribute("alt"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            loading: img.getAttribute("loading"),
            belowFold: img.getBoundingClientRect().top >= window.innerHeight,
          })),
        );
      expect(images.length).toBeGreaterThan(42);
      for (const image of images) {
        expect(image.alt, image.src ?? "").not.toBeNull();
        expect(image.width, image.src ?? "").toMatch(/^\d+$/);
        expect(image.height, image.src ?? "").toMatch(/^\d+$/);
        if (image.belowFold) expect(image.loading, image.src ?? "").toBe("lazy");
      }
    });
  });
}

/**
 * What moves on the home page, and its controls, in each language: the same
 * behaviour under the names the page's copy gives it.
 */
for (const language of languages) {
  const copy = readCopy("home", language.lang);
  const text = readUi(language.lang).carousel;
  const stripName = copy.logos.title;
  const { pauseLabel, playLabel } = readUi(language.lang).logoStrip;

  test.describe(`${language.home} (home) in ${language.name}: carousels and logo strip`, () => {
    test("moves the logo strip by itself until the visible pause button stops it", async ({
      page,
    }) => {
      await openPage(page, language.home);
      const strip = page.getByRole("region", { name: stripName });
      await strip.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      const start = await stripOffset(strip);
      await expect.poll(() => stripOffset(strip)).not.toBe(start);

      const pause = strip.getByRole("button", { name: pauseLabel });
      await expect(pause).toBeVisible();
      await pause.click();
      await expect(strip.getByRole("button", { name: playLabel })).toBeVisible();
      // A pause takes hold at the next frame, which a busy machine can delay.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.ready)));
      const paused = await stripOffset(strip);
      await page.waitForTimeout(400);
      expect(await stripOffset(strip)).toBe(paused);

      await strip.getByRole("button", { name: playLabel }).click();
      await expect.poll(() => stripOffset(strip)).not.toBe(paused);
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("keeps the strip still until the visitor presses play", async ({ page }) => {
        await openPage(page, language.home);
        const strip = page.getByRole("region", { name: stripName });
        const play = strip.getByRole("button", { name: playLabel });
        await expect(play).toBeVisible();
        const still = await stripOffset(strip);
        await page.waitForTimeout(400);
        expect(await stripOffset(strip)).toBe(still);
        await play.click();
        await expect.poll(() => stripOffset(strip)).not.toBe(still);
      });
    });

    test("shows partner logos in a looping carousel", async ({ page }) => {
      await openPage(page, language.home);
      const carousel = page.getByRole("region", { name: copy.partners.carouselLabel });
      await expect(carousel.getByRole("group")).toHaveCount(15);
      await expect(carousel.getByRole("img")).toHaveCount(15);
      const status = carouselStatus(carousel, text, 15);
      await expect(status).toHaveText(fillIn(text.status, 1, 15));
      await bringIntoView(carousel);
      await carousel.getByRole("button", { name: text.previous }).click();
      await expect(status).toHaveText(fillIn(text.status, 15, 15));
      await carousel.getByRole("button", { name: text.next }).click();
      await carousel.getByRole("button", { name: text.next }).click();
      await expect(status).toHaveText(fillIn(text.status, 2, 15));
    });

    test("carries the 15 testimonials in a looping carousel with previous and next", async ({
      page,
    }) => {
      await openPage(page, language.home);
      const carousel = page.getByRole("region", { name: copy.voices.carouselLabel });
      const slides = carousel.getByRole("group");
      await expect(slides).toHaveCount(15);
      await expect(slides.first()).toHaveAccessibleName(fillIn(text.slide, 1, 15));
      await expect(slides.first().getByRole("blockquote")).toBeVisible();
      await expect.poll(() => slidesInView(carousel)).toBe(2);

      const status = carouselStatus(carousel, text, 15);
      await bringIntoView(carousel);
      await carousel.getByRole("button", { name: text.next }).click();
      await expect(status).toHaveText(fillIn(text.status, 2, 15));
      await carousel.getByRole("button", { name: text.previous }).click();
      await carousel.getByRole("button", { name: text.previous }).click();
      await expect(status).toHaveText(fillIn(text.status, 15, 15));
    });

    test("lets the testimonials be dragged", async ({ page }) => {
      await openPage(page, language.home);
      const carousel = page.getByRole("region", { name: copy.voices.carouselLabel });
      await bringIntoView(carousel);
      const box = await carousel.getByRole("group").first().boundingBox();
      if (!box) throw new Error("first testimonial has no box");
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width - 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++)
        await page.mouse.move(box.x + box.width - 20 - step * 60, y);
      await page.mouse.up();
      await expect(carouselStatus(carousel, text, 15)).not.toHaveText(fillIn(text.status, 1, 15));
    });
  });
}
