import type { Locator, Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";

/** Seconds played so far, read from the element itself. */
const timeOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe("/customers", () => {
  test("shows three video testimonials from technology and IT executives", async ({ page }) => {
    await openPage(page, "/customers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Customers");
    const figures = page.getByRole("main").getByRole("figure");
    await expect(figures).toHaveCount(3);
    const companies = new Set<string>();
    for (const figure of await figures.all()) {
      const caption = (await figure.locator("figcaption").textContent()) ?? "";
      expect(caption).toMatch(/Chief Information Officer|Chief Technology Officer|Head of IT/);
      companies.add(caption.split(",").at(-1)?.trim() ?? "");
      await expect(figure.locator("blockquote")).not.toBeEmpty();
    }
    expect(companies.size, "three different companies").toBe(3);
  });

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

  test("keeps every clip small", async ({ page, request }) => {
    await openPage(page, "/customers");
    const sources = await page
      .getByRole("main")
      .locator("video")
      .evaluateAll((videos) =>
        videos.map((v) => (v as HTMLVideoElement).currentSrc || v.getAttribute("src")),
      );
    for (const src of sources) {
      const body = await (await request.get(src ?? "")).body();
      expect(body.byteLength, `${src} is under 300 KB`).toBeLessThan(300 * 1024);
    }
  });

  test('"Get in Touch" leads to the contact page', async ({ page }) => {
    await openPage(page, "/customers");
    await page.getByRole("main").getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL("/contact");
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
