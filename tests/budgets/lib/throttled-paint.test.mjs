import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromeFlags, chromePath } from "../../e2e/support/chrome.ts";
import { throttledPaints } from "./throttled-paint.mjs";

const words = "<h1>Plain words</h1><p>A paragraph of the page's own words, and nothing else.</p>";
const pages = {
  "/words": `<!doctype html><html lang="en"><title>Words</title>${words}`,
  "/picture": `<!doctype html><html lang="en"><title>Picture</title>${words}<img src="/photo.webp" width="360" height="270" alt="A photo of noise">`,
};
/**
 * A picture larger on screen than the words, and as detailed as a photo: Chromium
 * does not count a picture of little detail (under 0.05 bits a pixel) as a paint.
 */
const photo = await sharp({
  create: {
    width: 360,
    height: 270,
    channels: 3,
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .webp({ quality: 60 })
  .toBuffer();

const site = createServer((req, res) => {
  if (req.url === "/photo.webp") {
    res.writeHead(200, { "content-type": "image/webp" });
    res.end(photo);
    return;
  }
  const page = pages[req.url];
  res.writeHead(page ? 200 : 404, { "content-type": "text/html" });
  res.end(page ?? "not found");
});
let origin;
let browser;
beforeAll(async () => {
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${site.address().port}`;
  browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site.close(resolve));
});

describe("throttledPaints", () => {
  it("times a page as a phone on slow 4G gets it: each request waits Lighthouse's 562.5 ms", async () => {
    const words = await throttledPaints(browser, `${origin}/words`);
    expect(words.lcpMs).toBeGreaterThanOrEqual(562);
    expect(words.fcpMs).toBeLessThanOrEqual(words.lcpMs);
    expect(words.label).toMatch(/^<(h1|p)>/);

    // Unthrottled, the picture from the same machine would come within a few
    // milliseconds of the words; here it pays a request of its own.
    const picture = await throttledPaints(browser, `${origin}/picture`);
    expect(picture.label).toBe('<img> "A photo of noise"');
    expect(picture.lcpMs - picture.fcpMs).toBeGreaterThanOrEqual(500);
  }, 30_000);

  it("fails a page the server does not answer with 200, naming it", async () => {
    await expect(throttledPaints(browser, `${origin}/missing`)).rejects.toThrow(
      `${origin}/missing answered 404`,
    );
  }, 30_000);
});
