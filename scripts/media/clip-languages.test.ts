import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale, locales } from "../../src/locales";
// @ts-expect-error: a plain ESM media script without type declarations
import { clipLanguages, clipSets, inLanguage } from "./brand-clips.mjs";
// @ts-expect-error: a plain ESM media script without type declarations
import { eyebrow } from "./customer-clips.mjs";

interface TitleClip {
  lang: string;
  video: string;
  poster: string;
}

/** The files a language's pages play: the videos' and the customer clips' (paths under public/). */
function filesOf(lang: (typeof locales)[number]["code"]): string[] {
  const videos = readShared("videos", lang).flatMap((video) => [video.src, video.poster]);
  const customers = readShared("customer-voices", lang).flatMap((person) => [
    person.video.src,
    person.video.poster,
  ]);
  return [...videos, ...customers].map((file) => `public${file}`);
}

// A clip's words are drawn into its frames, so every language of the site needs its
// own files: English names them plainly, every other language adds "-<code>".
describe("the placeholder clips in every language of the site", () => {
  const english = filesOf(defaultLocale);
  const titleClips: TitleClip[] = [...clipSets.video, ...clipSets.journey];

  for (const { code } of locales) {
    it(`${code}: the scripts have its words, and its pages play its own files`, () => {
      expect(clipLanguages, "a language without title-card words in brand-clips.mjs").toContain(
        code,
      );
      expect(eyebrow[code], "a language without an eyebrow in customer-clips.mjs").toBeTruthy();

      const files = filesOf(code);
      expect(files).toEqual(english.map((file) => inLanguage(file, code)));
      for (const file of files) expect(existsSync(file), `${file} exists`).toBe(true);

      // Every title card the pages play is one brand-clips.mjs renders in this language.
      const rendered = titleClips
        .filter((clip) => clip.lang === code)
        .flatMap((clip) => [clip.video, clip.poster]);
      const titleFiles = readShared("videos", code).flatMap((video) => [
        `public${video.src}`,
        `public${video.poster}`,
      ]);
      expect(rendered.toSorted()).toEqual(titleFiles.toSorted());
    });
  }
});
