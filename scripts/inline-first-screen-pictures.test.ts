import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import * as step from "./inline-first-screen-pictures.mjs";

const {
  arrivesInFirstRoundTrip,
  inlineFirstScreenPictures,
  needsSecondRoundTrip,
  rasterDataUrl,
  svgDataUrl,
} = step;

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect fill="url(#a)" width="10" height="10"/><text>5–7 &amp; more</text></svg>';
const HERO = '<img src="/media/hero.svg" alt="The product" fetchpriority="high" width="10">';
const OTHER = '<img src="/media/other.svg" alt="Another picture" loading="lazy">';
/** A lead player's poster, preloaded by the head (ADR 0015). */
const POSTER_PRELOAD =
  '<link rel="preload" href="/media/intro.webp" as="image" fetchpriority="high">';
const PLAYER = '<video src="/media/intro.mp4" poster="/media/intro.webp" preload="none"></video>';
/** The first bytes of a WebP file, and some that are not text. */
const POSTER_BYTES = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x80]);

/** A page whose text does not compress: its document needs a second round trip. */
const longPage = (body: string) =>
  `<!doctype html><html><body>${body}<p>${randomBytes(16_000).toString("base64")}</p></body></html>`;
const shortPage = (body: string) => `<!doctype html><html><body>${body}<p>Hello</p></body></html>`;
/** A long page whose first 12 KB (compressed) come before `body`. */
const lateLongPage = (body: string) =>
  `<!doctype html><html><body><p>${randomBytes(9_000).toString("base64")}</p>${body}<p>${randomBytes(6_000).toString("base64")}</p></body></html>`;
/** A poster of 14 KB that does not compress, as a photograph's WebP. */
const LARGE_POSTER_BYTES = randomBytes(14_000);

const files: Record<string, string | Buffer> = {
  "/media/hero.svg": DRAWING,
  "/media/other.svg": DRAWING,
  "/media/intro.webp": POSTER_BYTES,
  "/media/journey.webp": LARGE_POSTER_BYTES,
};
const readAsset = async (src: string) => files[src];
const withHead = (page: string, head: string) =>
  page.replace("<html>", `<html><head>${head}</head>`);
const decoded = (url: string) => decodeURIComponent(url.replace("data:image/svg+xml,", ""));

describe("svgDataUrl", () => {
  it("gives back the same drawing, in a form a double-quoted attribute and a URL accept", () => {
    const url = svgDataUrl(DRAWING);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/["\s<>#&]/);
    expect(decoded(url)).toBe(DRAWING.replace(/\n\s*/, " ").replaceAll('"', "'"));
  });

  it("keeps a drawing's own apostrophes apart from its attribute quotes", () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg"><text>It's here</text></svg>`;
    expect(decoded(svgDataUrl(drawing))).toBe(drawing);
  });
});

describe("inlineFirstScreenPictures", () => {
  it("carries the first-screen drawing inside a page that needs a second round trip", async () => {
    const page = longPage(HERO + OTHER);
    expect(needsSecondRoundTrip(page)).toBe(true);
    const result = await inlineFirstScreenPictures(page, readAsset);
    const hero = /<img[^>]*alt="The product"[^>]*>/.exec(result)?.[0] ?? "";
    expect(hero).toContain(`src="${svgDataUrl(DRAWING)}"`);
    expect(hero).toContain('fetchpriority="high"');
    // Pictures further down stay files the browser fetches when they near the screen.
    expect(result).toContain(OTHER);
  });

  it("leaves a page that fits the first round trip as it is", async () => {
    const page = shortPage(HERO);
    expect(needsSecondRoundTrip(page)).toBe(false);
    expect(await inlineFirstScreenPictures(page, readAsset)).toBe(page);
  });

  it("leaves a picture that is not the site's own file", async () => {
    const page = longPage(HERO.replace("/media/hero.svg", "/media/missing.svg"));
    expect(await inlineFirstScreenPictures(page, readAsset)).toBe(page);
  });

  it("carries a lead player's poster inside a long page, without its preload", async () => {
    const page = withHead(longPage(PLAYER), POSTER_PRELOAD);
    const result = await inlineFirstScreenPictures(page, readAsset);
    const poster = /poster="([^"]*)"/.exec(result)?.[1] ?? "";
    expect(poster).toBe(rasterDataUrl("image/webp", POSTER_BYTES));
    expect(Buffer.from(poster.replace("data:image/webp;base64,", ""), "base64")).toEqual(
      POSTER_BYTES,
    );
    // Nothing asks for the file any more, so the head no longer fetches it.
    expect(result).not.toContain("/media/intro.webp");
  });

  it("keeps a poster a file, preloaded, when inside the page it would end past the first round trip", async () => {
    const page = withHead(
      longPage(PLAYER.replaceAll("intro.webp", "journey.webp")),
      POSTER_PRELOAD.replace("intro.webp", "journey.webp"),
    );
    expect(needsSecondRoundTrip(page)).toBe(true);
    expect(await inlineFirstScreenPictures(page, readAsset)).toBe(page);
  });

  it("keeps a drawing a file when the page's first round trip ends before it, and carries one that fits", async () => {
    const page = lateLongPage(HERO);
    expect(arrivesInFirstRoundTrip(page, page.indexOf(HERO) + HERO.length)).toBe(true);
    // The drawing itself, 1 KB of text, fits what is left of the first round trip.
    expect(await inlineFirstScreenPictures(page, readAsset)).not.toBe(page);
    const later = lateLongPage(`<p>${randomBytes(5_000).toString("base64")}</p>${HERO}`);
    expect(arrivesInFirstRoundTrip(later, later.indexOf(HERO) + HERO.length)).toBe(false);
    expect(await inlineFirstScreenPictures(later, readAsset)).toBe(later);
  });

  it("leaves the poster and its preload on a page that fits the first round trip", async () => {
    const page = withHead(shortPage(PLAYER), POSTER_PRELOAD);
    expect(await inlineFirstScreenPictures(page, readAsset)).toBe(page);
  });
});
