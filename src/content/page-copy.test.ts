import { describe, expect, it } from "vitest";
import { copyFor, type Localized, type PageCopy } from "./page-copy";

const en: PageCopy = {
  meta: { title: "Team", description: "Who we are." },
  hero: { title: "Team", intro: "The people behind the platform." },
};
const de: PageCopy = {
  meta: { title: "Team", description: "Wer wir sind." },
  hero: { title: "Team", intro: "Die Menschen hinter der Plattform." },
};

const at = (path: string) => new URL(path, "http://localhost");

describe("page copy in several languages", () => {
  it("does not compile a German twin that lacks a string, nor copy without its German twin", () => {
    const complete = { en, de } satisfies Localized<PageCopy>;
    // @ts-expect-error: the German hero has no intro
    const lacking = { en, de: { ...de, hero: { title: "Team" } } } satisfies Localized<PageCopy>;
    // @ts-expect-error: copy for every language needs its German twin
    const englishOnly = { en } satisfies Localized<PageCopy>;
    expect([complete, lacking, englishOnly]).toHaveLength(3);
  });

  it("gives each page its copy in the language the route table gives it", () => {
    const copy = { en, de } satisfies Localized<PageCopy>;
    expect(copyFor(copy, at("/individuals/de"))).toBe(de);
    expect(copyFor(copy, at("/individuals/en"))).toBe(en);
  });

  it("stops at a German page whose copy is English only, instead of showing it in English", () => {
    const englishOnly = { en } satisfies Localized<PageCopy, "en">;
    expect(() => copyFor(englishOnly, at("/starte-lernreise"))).toThrow(/in "de"/);
  });
});
