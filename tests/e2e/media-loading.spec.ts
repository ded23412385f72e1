import { readCopy } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
import { expect, test } from "./support/fixtures";
import { holdLoadEvent, waitFrames } from "./support/held-load";
import { languages } from "./support/languages";

/**
 * ADR 0008: a video below the first screen costs a phone visitor nothing, not
 * even its poster, until they scroll near it; then it shows its poster and
 * loads its metadata as the spec asks.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** HTMLMediaElement.HAVE_METADATA: duration and size known. */
const HAVE_METADATA = 1;

test("the home page's welcome video loads nothing until the visitor scrolls near it", async ({
  page,
}) => {
  const welcome = readCopy("home", defaultLocale).video.video;
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const isVideoFile = (path: string) => path === welcome.src || path === welcome.poster;

  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(500);
  expect(fetched.filter(isVideoFile)).toEqual([]);

  const video = page.getByLabel(welcome.title);
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => fetched.filter(isVideoFile).toSorted())
    .toEqual([welcome.poster, welcome.src].toSorted());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(HAVE_METADATA);
});

/**
 * ADR 0015: on the learning-journey pages the intro video is in a phone's first
 * screen. Its poster is a file the head preloads (ADR 0020: inside the document
 * it would end past the first round trip, and the rest of the page behind it);
 * its clip waits until the page has loaded and been drawn, then it loads its
 * metadata as the spec asks.
 */
// The spec's pair: /unleash-potential and, in German, /starte-lernreise; in French, /demarrer-parcours-ia.
for (const { lang, path: pathIn } of languages) {
  const path = pathIn("/unleash-potential");
  test(`${path}: the intro video's poster comes as the head asks for it, and its clip only after the page has loaded`, async ({
    page,
  }) => {
    const clip = readCopy("learning-journey", lang).video.video;
    const releaseLoad = await holdLoadEvent(page);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto(path, { waitUntil: "domcontentloaded" });
    const video = page.getByRole("main").locator("video");
    // The poster the player shows is a whole picture of the clip's shape.
    const poster = await video.evaluate(async (element: HTMLVideoElement) => {
      const image = new Image();
      image.src = element.poster;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(poster.width / poster.height).toBeCloseTo(16 / 9, 2);
    await waitFrames(page);
    expect(fetched, "the poster before the page had loaded").toContain(clip.poster);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(fetched, "the clip before the page had loaded").not.toContain(clip.src);
    await expect(video).toBeInViewport();

    releaseLoad();
    await expect.poll(() => fetched).toContain(clip.src);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(HAVE_METADATA);
  });
}

/**
 * ADR 0019: a drawing other than the hero's comes as its WebP copy, which the
 * browser decodes off the main thread, and is drawn.
 */
for (const [path, lang] of [
  ["/", "en"],
  ["/de", "de"],
] as const) {
  test(`${path}: the customer logos arrive as raster copies and are drawn`, async ({ page }) => {
    await page.goto(path);
    const [first] = readCopy("home", lang).logos.logos;
    if (!first) throw new Error("no customer logos in the content");
    const logo = page.getByRole("img", { name: first.alt }).first();
    // The strip moves, so Playwright's scroll (which waits for a still element) cannot be used.
    await logo.evaluate((image) => image.scrollIntoView({ block: "center" }));
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const file = await logo.evaluate(
      (image: HTMLImageElement) => new URL(image.currentSrc).pathname,
    );
    expect(file).toMatch(/\.webp$/);
  });
}

/**
 * ADR 0020: a page whose document needs a second round trip carries its
 * first-screen drawing inside it, so the browser asks for no file and still draws it.
 */
for (const { lang, path: pathIn } of languages) {
  // The product pages show screens drawn in the page; an insight page's hero still has a drawing.
  const path = pathIn("/why-ai-important");
  test(`${path}: the hero's drawing comes inside the page, with no request of its own`, async ({
    page,
  }) => {
    const visual = readCopy("why-ai-important", lang).hero.picture;
    if (!visual) throw new Error(`${path} has no picture in its hero`);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(path, { waitUntil: "load" });
    const picture = page.getByRole("img", { name: visual.alt });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    // Drawn where the visitor sees it: the picture is what the page shows at its centre.
    const onTop = await picture.evaluate((image) => {
      const box = image.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === image;
    });
    expect(onTop).toBe(true);
    expect(fetched).not.toContain(visual.src);
  });
}
