/**
 * The proof on the audiences' pages and the two company pages' difference.
 *
 * Each audience's page tells its own customer's story (case-stories.yaml), told in
 * full on /customers. The two company pages speak to different buyers (issue 50): a visitor who reads
 * both must not find the same page twice. A section is shared when it shows the same
 * shared item (a ref) or the same sentence as a section of the other page; at most a
 * third of either page's sections may be. And no figure a page gives as a result
 * (its story's outcomes) may turn up on the other page.
 */
import { describe, expect, it } from "vitest";
import { type Ref, resolveRefs } from "~/lib/copy-ref";
import { locales } from "~/locales";
import { copyFile } from "./copy-file";
import { pageSchemas } from "./page-schemas";
import { readCopy, readShared } from "./read-copy";

const pages = ["large-corporates", "small-mid-sized-companies"] as const;
/** The pages that tell an audience's story in short, by the audience's name. */
const storyPages = [...pages, "individuals"] as const;
type CompanyPage = (typeof pages)[number];

/** Fields of a page's copy that are no section of their own: the head, and the offer's recommended option. */
const NOT_SECTIONS = new Set(["meta", "recommended"]);

/** Fields that hold no words a visitor reads as copy. */
const NOT_WORDS = new Set(["href", "icon", "id", "image", "logo", "src"]);

/** Every string a visitor reads in `value`, with the field it is under. */
function wordsIn(value: unknown, field?: string): string[] {
  if (typeof value === "string") return field && NOT_WORDS.has(field) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => wordsIn(item, field));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => wordsIn(item, key));
}

/**
 * A sentence, not a label or a feature's name: "How pricing works" and "SSO and
 * HR-system integration" may stand on both pages.
 */
const isSentence = (words: string) => words.trim().split(/\s+/).length >= 6;

/** The shared items a section names, as "collection/id". */
function refsIn(section: unknown): Set<string> {
  const refs = new Set<string>();
  resolveRefs(section, ({ refersTo, id }: Ref<string>) => {
    refs.add(`${refersTo}/${id}`);
    return undefined;
  });
  return refs;
}

interface Section {
  name: string;
  refs: Set<string>;
  sentences: Set<string>;
}

/** A page's sections in `lang`: what each names, and the sentences it shows with those items in place. */
function sectionsOf(page: CompanyPage, lang: (typeof locales)[number]["code"]): Section[] {
  const parsed = pageSchemas[page].parse(copyFile(lang, page)) as Record<string, unknown>;
  const shown = readCopy(page, lang) as Record<string, unknown>;
  return Object.keys(parsed)
    .filter((name) => !NOT_SECTIONS.has(name))
    .map((name) => ({
      name,
      refs: refsIn(parsed[name]),
      sentences: new Set(wordsIn(shown[name]).filter(isSentence)),
    }));
}

function isSharedWith(section: Section, others: readonly Section[]): boolean {
  return others.some(
    (other) =>
      [...section.refs].some((ref) => other.refs.has(ref)) ||
      [...section.sentences].some((sentence) => other.sentences.has(sentence)),
  );
}

/** The numbers in `text`, thousands written any language's way: "5'800", "5 800" and "5,800" are 5800. */
function numbersIn(text: string): string[] {
  const joined = text.replace(/(\d)[,'’\u202f\u00a0 ](?=\d{3}\b)/g, "$1");
  return joined.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

/** Every string under an "outcomes" or "results" field of the page as shown: the figures it claims. */
function outcomeFigures(value: unknown, inOutcomes = false): string[] {
  if (typeof value === "string") return inOutcomes ? numbersIn(value) : [];
  if (Array.isArray(value)) return value.flatMap((item) => outcomeFigures(item, inOutcomes));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    outcomeFigures(item, inOutcomes || key === "outcomes" || key === "results"),
  );
}

describe.each(locales.map(({ code }) => code))("the two company pages (%s)", (lang) => {
  const sections = Object.fromEntries(pages.map((page) => [page, sectionsOf(page, lang)]));

  it.each(pages)("%s shares at most a third of its sections with the other page", (page) => {
    const other = pages.find((name) => name !== page) as CompanyPage;
    const own = sections[page] ?? [];
    const shared = own.filter((section) => isSharedWith(section, sections[other] ?? []));
    expect(own.length).toBeGreaterThanOrEqual(6);
    expect(
      shared.length,
      `shared: ${shared.map((section) => section.name).join(", ")}`,
    ).toBeLessThanOrEqual(own.length / 3);
  });

  it.each(pages)("%s claims no result whose figure the other page shows too", (page) => {
    const other = pages.find((name) => name !== page) as CompanyPage;
    const figures = outcomeFigures(readCopy(page, lang));
    expect(figures.length).toBeGreaterThanOrEqual(3);
    const onOther = new Set(numbersIn(wordsIn(readCopy(other, lang)).join("\n")));
    expect(figures.filter((figure) => onOther.has(figure))).toEqual([]);
  });
});

describe("the measure of a shared page", () => {
  // The rule must catch what the design review found: the same results on both pages.
  it("counts a section that names the same item, or says the same sentence, as shared", () => {
    const results: Section = {
      name: "story",
      refs: new Set(["typical-results/productivity"]),
      sentences: new Set(),
    };
    const sameSentence: Section = {
      name: "pricing",
      refs: new Set(),
      sentences: new Set(["An annual subscription per user, with volume discounts."]),
    };
    expect(isSharedWith(results, [{ ...results, name: "proof" }])).toBe(true);
    expect(isSharedWith(sameSentence, [{ ...sameSentence, name: "closing" }])).toBe(true);
    expect(isSharedWith(results, [sameSentence])).toBe(false);
  });

  it("reads a figure the same in every language's way of writing it", () => {
    expect(numbersIn("5'800 employees")).toEqual(["5800"]);
    expect(numbersIn("5\u202f800 collaborateurs, 81\u202f%")).toEqual(["5800", "81"]);
    expect(numbersIn("5,800 employees, 3.5 hours")).toEqual(["5800", "3.5"]);
  });
});

describe.each(locales.map(({ code }) => code))("the customer stories (%s)", (lang) => {
  const stories = readShared("case-stories", lang);

  it("tells one story for each audience, each marked a placeholder until a customer tells theirs", () => {
    expect(stories.map((story) => story.audience).sort()).toEqual([...storyPages].sort());
    for (const story of stories) expect(story.placeholder, story.customer).toBe(true);
  });

  it("gives each story three results of its own: no figure in two stories", () => {
    const seen = new Map<string, string>();
    for (const story of stories) {
      expect(story.outcomes).toHaveLength(3);
      for (const number of story.outcomes.flatMap((outcome) => numbersIn(outcome.figure))) {
        expect(seen.get(number), `${number} in ${story.customer}`).toBeUndefined();
        seen.set(number, story.customer);
      }
    }
  });

  it("leads from each story to its whole telling on /customers, under its own id", () => {
    const told = readCopy("customers", lang).stories.stories.map((story) => story.id);
    expect([...told].sort()).toEqual(stories.map((story) => story.id).sort());
    for (const story of stories) {
      expect(new URL(story.more.href, "https://site.test").hash).toBe(`#${story.id}`);
    }
  });

  it.each(storyPages)("%s tells its own audience's story", (page) => {
    expect(readCopy(page, lang).story.story.audience).toBe(page);
  });

  it.each(pages)(
    "%s shows only logos of its own audience, none of them the story's own customer",
    (page) => {
      const { story, logos = [] } = readCopy(page, lang).story;
      for (const logo of logos) {
        expect(logo.segment, logo.name).toBe(page);
        expect(logo.placeholder, logo.name).toBe(true);
        expect(logo.name).not.toBe(story.customer);
      }
    },
  );
});
