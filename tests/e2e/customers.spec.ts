import type { Locator, Page } from "@playwright/test";
import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

/** Seconds played so far, read from the element itself. */
const timeOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

for (const { lang, path } of languages) {
  test.describe(path("/customers"), () => {
    const copy = readCopy("customers", lang);
    const voices = copy.videos.items;

    test("shows three executives on video, each with quote, name, role and company", async ({
      page,
    }) => {
      await openPage(page, path("/customers"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      // The customers' stories below quote people too: the executives are the videos' band.
      const figures = page.getByRole("region", { name: copy.videos.title }).getByRole("figure");
      await expect(figures).toHaveCount(3);
      for (const [i, voice] of voices.entries()) {
        const figure = figures.nth(i);
        await expect(figure.locator("figcaption")).toHaveText(
          `${voice.name}${voice.role}, ${voice.company}`,
        );
        await expect(figure.locator("blockquote")).toHaveText(voice.quote);
      }
      expect(new Set(voices.map((voice) => voice.company)).size, "three different companies").toBe(
        3,
      );
    });

    test("its call to action leads to the contact page", async ({ page }) => {
      await openPage(page, path("/customers"));
      await page.getByRole("main").getByRole("link", { name: copy.contact.action.label }).click();
      await expect(page).toHaveURL(path("/contact"));
    });
  });
}

test.describe("/customers", () => {
  test("plays the videos muted and looping, with native controls and a poster", async ({
    page,
  }) => {
    await openPage(page, "/customers");
    const videos = page.getByRole("main").locator("video");
    await expect(videos).toHaveCount(3);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute("controls");
      await expect(video).toHaveAttribute("loop");
      await expect(video).toHaveAttribute("preload", "metadata");
      await expect(video).toHaveAttribute("poster", /\.webp$/);
      await expect(video).toHaveJSProperty("muted", true);
      // Each clip starts by itself once it is on screen.
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveJSProperty("paused", false);
      await expect.poll(() => timeOf(video)).toBeGreaterThan(0);
    }
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the videos stay paused until the visitor presses play", async ({ page }) => {
      await openPage(page, "/customers");
      const videos = page.getByRole("main").locator("video");
      await expect(videos).toHaveCount(3);
      for (const video of await videos.all()) {
        await video.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await expect(video).toHaveJSProperty("paused", true);
        expect(await timeOf(video)).toBe(0);
        await expect(video).toHaveAttribute("controls");
      }
    });
  });

  // Each clip plays by itself once in view: a second of it costs at most what a
  // second of 190 kbit/s brings on a phone's connection.
  test("keeps every clip light: at most 24 KB a second of its length", async ({
    page,
    request,
  }) => {
    await openPage(page, "/customers");
    const videos = page.getByRole("main").locator("video");
    for (const video of await videos.all()) {
      await video.scrollIntoViewIfNeeded();
      const { src, seconds } = await video.evaluate(async (element: HTMLVideoElement) => {
        for (let waited = 0; Number.isNaN(element.duration) && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return { src: element.currentSrc, seconds: element.duration };
      });
      const body = await (await request.get(src)).body();
      expect(seconds, `${src} has a length`).toBeGreaterThan(0);
      expect(body.byteLength / seconds, `${src}: bytes a second`).toBeLessThanOrEqual(24 * 1024);
    }
  });
});

/** The clips and posters a customers page plays, as the browser resolved them. */
async function clipsOf(page: Page, path: string): Promise<string[]> {
  await openPage(page, path);
  return page
    .getByRole("main")
    .locator("video")
    .evaluateAll((videos) =>
      videos.flatMap((v) => [
        new URL(
          (v as HTMLVideoElement).currentSrc || (v.getAttribute("src") ?? ""),
          document.baseURI,
        ).pathname,
        new URL(v.getAttribute("poster") ?? "", document.baseURI).pathname,
      ]),
    );
}

test("/de/customers plays its own clips, whose lower thirds speak German, not the English page's", async ({
  page,
  request,
}) => {
  const english = await clipsOf(page, "/customers");
  const german = await clipsOf(page, "/de/customers");
  expect(german).toHaveLength(6);
  expect(german.filter((file) => english.includes(file))).toEqual([]);
  for (const file of german) {
    expect((await request.get(file)).status(), `${file} is served`).toBe(200);
  }
});
