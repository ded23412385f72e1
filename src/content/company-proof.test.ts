import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { readCopy, readShared } from "./read-copy";

const companyPages = ["large-corporates", "small-mid-sized-companies"] as const;

describe.each(locales.map(({ code }) => code))("the proof on the company pages (%s)", (lang) => {
  it.each(companyPages)("%s quotes and shows only customers of its own audience", (page) => {
    const { story } = readCopy(page, lang);
    expect(story.quote.segment, story.quote.name).toBe(page);
    for (const logo of story.logos) expect(logo.segment, logo.name).toBe(page);
  });

  it.each(companyPages)("%s marks its story, quote and logos as placeholders", (page) => {
    const { story } = readCopy(page, lang);
    expect(story.placeholder).toBe(true);
    expect(story.quote.placeholder).toBe(true);
    for (const logo of story.logos) expect(logo.placeholder, logo.name).toBe(true);
  });

  it.each(companyPages)(
    "%s tells its story with the spec's typical results, no figures of its own",
    (page) => {
      const { story } = readCopy(page, lang);
      const typical = readShared("typical-results", lang).map((result) => result.number);
      expect(story.results.map((result) => result.number)).toEqual(typical);
      expect(story.story).not.toMatch(/\d/);
    },
  );

  it("shows the two audiences different stories, quotes and logos", () => {
    const [large, small] = companyPages.map((page) => readCopy(page, lang).story);
    expect(large?.story).not.toBe(small?.story);
    expect(large?.quote.name).not.toBe(small?.quote.name);
    const largeLogos = new Set(large?.logos.map((logo) => logo.name));
    expect(small?.logos.filter((logo) => largeLogos.has(logo.name))).toEqual([]);
  });
});
