// @vitest-environment node
// The legal texts are read by Astro's Markdown parser, whose native buffers jsdom's realm does not accept.
/**
 * The typography of every copy file (src/content/copy/<locale>/*.yaml), every legal text
 * (src/content/legal/<locale>/*.md) and every copy
 * module of src/content and src/content/shared (design
 * review): German quotes are Swiss guillemets «…» (‹…› inside); an amount stays on the
 * line of its currency and a number on the line of its days (a no-break space, \u00A0);
 * each language writes thousands one way, English 150,000, German 150'000 and French
 * 150 000 (a narrow no-break space), and names a country one way (Turkey, Türkei,
 * Turquie). French sets guillemets « … », the high signs ; ! ? and % apart with a
 * narrow no-break space, as Swiss French print does. A quote of the shared quotes is
 * set in its language's marks: the cards show it as written.
 */
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { readLegalMarkdown } from "~/lib/legal-markdown";
import { type Locale, locales } from "~/locales";

/** Every module here, found by its file name, so a new one is checked without being listed. */
const files = import.meta.glob<Record<string, unknown>>([
  "./*.ts",
  "./shared/*.ts",
  "!./**/*.test.ts",
]);

/** Copy files, each in the language of its folder: ./copy/<locale>/<page>.yaml. */
const copyFiles = import.meta.glob<string>("./copy/*/*.yaml", { query: "?raw", import: "default" });
/** Legal texts, each in the language of its folder: ./legal/<locale>/<page>.md, front matter and body. */
const legalFiles = import.meta.glob<string>("./legal/*/*.md", { query: "?raw", import: "default" });
const copyFileLang = (file: string) =>
  /^\.\/(?:copy|legal)\/([^/]+)\//.exec(file)?.[1] as Locale | undefined;

/** Modules that are not imported, and why. */
const NOT_IMPORTED: Record<string, string> = {
  "./load-copy.ts":
    "reads the copy files through astro:content, which only Astro's build can load; the files themselves are checked here",
  "./page-schemas.ts": "the copy files' schemas: no words of their own",
  "./shared-schemas.ts": "the shared collections' schemas: no words of their own",
  "./copy-schemas.ts": "every copy file's schema by name: no words of its own",
  "./shared-items.ts": "puts shared items in place of their ids: no words of its own",
  "./legal-pages.ts":
    "the legal texts' schema: no words of its own; the files themselves are checked here",
  "./load-legal.ts":
    "reads the legal texts through astro:content, which only Astro's build can load; the files themselves are checked here",
  "./read-legal.ts":
    "reads the legal texts for tests: no words of its own; the files themselves are checked here",
  "./read-copy.ts":
    "reads the copy files for tests: no words of its own; the files themselves are checked here",
  "./news-posts.ts":
    "reads the Markdown posts through astro:content, which only Astro's build can load; it holds no words of its own",
};

/** Modules with no words of a language to find (media, prices as numbers, types); walked all the same. */
const LANGUAGE_NEUTRAL = new Set([
  "./copy-file.ts",
  "./copy-check-on-save.ts",
  "./copy-language.ts",
  "./copy-rules.ts",
  "./glossary.ts",
  "./language-detector.ts",
  "./navigation.ts",
  "./placeholders.ts",
  "./post-schema.ts",
  "./shared/premium-pricing.ts",
  "./ui-copy.ts",
]);

/**
 * Modules owned by another engineer that still break a rule below. Each is checked and
 * its findings are printed; its test fails once it is clean, to say: remove it from here.
 */
const KNOWN_TODO: string[] = [];

/** The strings the spec gives verbatim: they stay as written, whatever a rule says. */
const SPEC_LITERALS = [
  {
    at: "./copy/en/company.yaml copy.stats.stats[3].number",
    text: "150'000",
    why: "spec §2 Company: the stats tiles read 2018, 100+, No.1, 150'000",
  },
  {
    at: "./copy/en/philanthropy.yaml copy.impact.stats[0].number",
    text: "400.000+",
    why: "spec §2 Philanthropy: impact cards 400.000+ students and 210.000+ women",
  },
  {
    at: "./copy/en/philanthropy.yaml copy.impact.stats[1].number",
    text: "210.000+",
    why: "spec §2 Philanthropy: impact cards 400.000+ students and 210.000+ women",
  },
  {
    at: "./copy/en/learning-journey.yaml copy.callToAction.title",
    text: "Start now 30 days for free and discover the future with AI!",
    why: "spec §2 learning-journey pages: the call to action after the fourth block",
  },
];

interface Rule {
  lang: Locale;
  problem: string;
  pattern: RegExp;
}

const rules: Rule[] = [
  {
    lang: "de",
    problem: 'an "ß": Swiss German writes "ss"',
    pattern: /ß/,
  },
  {
    lang: "de",
    problem: "straight or English quotation marks (write «…», ‹…› inside)",
    pattern: /["“”„‚‘]/,
  },
  {
    lang: "de",
    problem: "a plain space between a number and CHF, USD, Franken or Tage (write \\u00A0)",
    pattern: /\d (?:CHF|USD|Franken|Tage)/,
  },
  {
    lang: "de",
    problem: "a plain space between CHF or USD and the amount (write \\u00A0)",
    pattern: /\b(?:CHF|USD) \d/,
  },
  {
    lang: "de",
    problem:
      "a line may start with the hyphen of a left-out word part (und -Trainer): write the word in full, or join it with \\u00A0",
    pattern: / [-\u2011]\p{L}/u,
  },
  {
    lang: "de",
    problem: "thousands not in Swiss notation (write 150'000)",
    pattern: /\b\d{1,3}(?:[.,’]\d{3})+\b/,
  },
  {
    lang: "en",
    problem: "thousands not in English notation (write 150,000)",
    pattern: /\b\d{1,3}(?:['’.]\d{3})+\b/,
  },
  {
    lang: "en",
    problem:
      'the country as "Türkiye": English copy names it "Turkey" everywhere, as the spec\'s offices do',
    pattern: /Türkiye/,
  },
  {
    lang: "de",
    problem: 'the country as "Türkiye": German copy names it "Türkei" everywhere',
    pattern: /Türkiye/,
  },
  {
    lang: "fr",
    problem: "straight or English quotation marks (write « … » with \\u202F inside)",
    pattern: /["“”„]/,
  },
  {
    lang: "fr",
    problem: "a guillemet without its narrow no-break space (write «\\u202F…\\u202F»)",
    pattern: /«(?![\u202F\u00A0])|(?<![\u202F\u00A0])»/,
  },
  {
    lang: "fr",
    problem: "a plain space or none before ; ! ? (write \\u202F) or : (write \\u00A0)",
    pattern: /(?: |[\p{L}\d)])[;!?](?=\s|$)| :(?=\s|$)/u,
  },
  {
    lang: "fr",
    problem: "a plain space or none before % (write 40\\u202F%)",
    pattern: /[\d}][ \u00A0]?%/,
  },
  {
    lang: "fr",
    problem: "thousands not in Swiss French notation (write 150\\u202F000)",
    pattern: /\b\d{1,3}(?:[.,'’ \u00A0]\d{3})+\b/,
  },
  {
    lang: "fr",
    problem: "a plain space between a number and CHF, USD, francs or jours (write \\u00A0)",
    pattern: /\d (?:CHF|USD|francs|jours)\b/,
  },
  {
    lang: "fr",
    problem: "a plain space between CHF or USD and the amount (write \\u00A0)",
    pattern: /\b(?:CHF|USD) \d/,
  },
  {
    lang: "fr",
    problem: 'the country as "Türkiye": French copy names it "Turquie" everywhere',
    pattern: /Türkiye|Turkey/,
  },
  {
    lang: "en",
    problem: "a plain space between CHF or USD and the amount (write \\u00A0)",
    pattern: /\b(?:CHF|USD) \d/,
  },
  {
    lang: "en",
    problem: "a plain space between a number and days (write \\u00A0)",
    pattern: /\d days?\b/,
  },
];

/** A whole quote as each language sets it: “…”, «…», «\u202F…\u202F». */
/** A quote set in its language's marks (the locales table's row): open, words without a bare mark, close. */
const QUOTATION_MARKS = Object.fromEntries(
  locales.map(({ code, quotationMarks: { open, close } }) => {
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const bare = literal(`${open.trim()}${close.trim()}`);
    return [code, new RegExp(`^${literal(open)}[^${bare}]+${literal(close)}$`, "u")];
  }),
) as Record<Locale, RegExp>;

interface Leaf {
  lang: Locale;
  at: string;
  text: string;
}

interface Finding extends Leaf {
  problem: string;
}

function isLocalized(value: object): value is Record<Locale, unknown> {
  return locales.every(({ code }) => code in value);
}

const modules = new Map<string, Record<string, unknown>>();
for (const [file, read] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  if (!(file in NOT_IMPORTED)) modules.set(file, await read());
}
for (const [file, read] of Object.entries(copyFiles).sort(([a], [b]) => a.localeCompare(b))) {
  modules.set(file, { copy: load(await read()) });
}
for (const [file, read] of Object.entries(legalFiles).sort(([a], [b]) => a.localeCompare(b))) {
  const { frontMatter, sections } = readLegalMarkdown(await read());
  modules.set(file, { frontMatter: load(frontMatter ?? ""), sections });
}

/**
 * Which module an object is checked in: the one that exports it, or exports it as a
 * language's half. A page that shows shared copy (the learners' stories on a landing
 * page) leaves it to the shared module, so each string is reported where it is written.
 */
const owner = new Map<object, string>();
for (const [file, exports] of modules) {
  for (const value of Object.values(exports)) {
    if (typeof value === "object" && value !== null && !owner.has(value)) owner.set(value, file);
  }
}
for (const [file, exports] of modules) {
  for (const value of Object.values(exports)) {
    if (typeof value !== "object" || value === null || !isLocalized(value)) continue;
    for (const half of locales.map(({ code }) => value[code])) {
      if (typeof half === "object" && half !== null && !owner.has(half)) owner.set(half, file);
    }
  }
}

/**
 * Every string of a module in a language, with where it sits: below an object with an
 * `en` and a `de` side, in that side's language; a function of a count is asked for 1 and 3.
 */
function leaves(file: string): Leaf[] {
  const found: Leaf[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, at: string, lang: Locale | undefined): void => {
    if (typeof value === "string") {
      if (lang) found.push({ lang, at, text: value });
      return;
    }
    if (typeof value === "function") {
      if (!lang) return;
      for (const n of [1, 3]) walk((value as (n: number) => unknown)(n), `${at}(${n})`, lang);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    if ((owner.get(value) ?? file) !== file || seen.has(value)) return;
    seen.add(value);
    const entries = Object.entries(value);
    for (const [key, item] of entries) {
      const side =
        isLocalized(value) && locales.some(({ code }) => code === key) ? (key as Locale) : lang;
      walk(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, side);
    }
  };
  for (const [name, value] of Object.entries(modules.get(file) ?? {})) {
    walk(value, name, copyFileLang(file));
  }
  return found;
}

function problems(leaf: Leaf): string[] {
  return rules
    .filter((rule) => rule.lang === leaf.lang && rule.pattern.test(leaf.text))
    .map((rule) => rule.problem);
}

const usedLiterals = new Set<(typeof SPEC_LITERALS)[number]>();

function findings(file: string): Finding[] {
  return leaves(file).flatMap((leaf) => {
    const literal = SPEC_LITERALS.find(
      (l) => l.at === `${file} ${leaf.at}` && l.text === leaf.text,
    );
    if (literal) {
      usedLiterals.add(literal);
      return [];
    }
    return problems(leaf).map((problem) => ({ ...leaf, problem }));
  });
}

const show = (found: Finding[]) =>
  found.map((f) => `  ${f.at}: ${f.problem}\n    ${JSON.stringify(f.text)}`).join("\n");

describe("typography of the copy", () => {
  it("reads every copy file and imports every module of src/content and src/content/shared, or says why not", () => {
    expect(Object.keys(copyFiles).length).toBeGreaterThan(0);
    expect(Object.keys(legalFiles).length).toBeGreaterThan(0);
    for (const file of Object.keys(NOT_IMPORTED)) expect(Object.keys(files)).toContain(file);
    for (const file of [...LANGUAGE_NEUTRAL, ...KNOWN_TODO])
      expect([...modules.keys()]).toContain(file);
  });

  it("finds words in both languages in every module but the language-neutral ones", () => {
    for (const file of modules.keys()) {
      if (LANGUAGE_NEUTRAL.has(file)) continue;
      const langs = new Set(leaves(file).map((leaf) => leaf.lang));
      const expected = copyFileLang(file) ?? ["de", "en"];
      expect([...langs].sort(), file).toEqual([expected].flat());
    }
  });

  it.each([...modules.keys()].filter((file) => !KNOWN_TODO.includes(file)))(
    "%s: Swiss quotes, no-break spaces, one number format and one name per country per language",
    (file) => {
      expect(show(findings(file)), file).toBe("");
    },
  );

  // The cards and the proof band show a quote as written: its marks are its language's words.
  it.each(["./copy/*/testimonials.yaml", "./copy/*/customer-voices.yaml"])(
    "%s: every quote is set in its language's quotation marks",
    (pattern) => {
      const [before = "", after = ""] = pattern.split("*");
      const quotes = [...modules.keys()]
        .filter((file) => file.startsWith(before) && file.endsWith(after))
        .flatMap((file) =>
          leaves(file)
            .filter((leaf) => leaf.at.endsWith(".quote"))
            .map((leaf) => ({ ...leaf, at: `${file} ${leaf.at}` })),
        );
      expect(quotes.length, "quotes found in every language").toBeGreaterThanOrEqual(
        locales.length,
      );
      const wrong = quotes
        .filter((leaf) => !QUOTATION_MARKS[leaf.lang].test(leaf.text))
        .map((leaf) => `${leaf.at}: ${JSON.stringify(leaf.text.slice(0, 40))}`);
      expect(wrong, `write a quote as ${Object.values(QUOTATION_MARKS).join(", ")}`).toEqual([]);
    },
  );

  it.each(KNOWN_TODO)(
    "%s (KNOWN_TODO, another engineer's file): still breaks the rules, listed here",
    (file) => {
      const found = findings(file);
      if (found.length > 0)
        console.warn(`KNOWN_TODO ${file}: ${found.length} findings\n${show(found)}`);
      expect(found.length, `${file} is clean now: remove it from KNOWN_TODO`).toBeGreaterThan(0);
    },
  );

  it("keeps the spec's literals, and every exception is still needed", () => {
    for (const file of modules.keys()) findings(file);
    expect(SPEC_LITERALS.filter((literal) => !usedLiterals.has(literal))).toEqual([]);
  });

  it("finds what it is meant to find", () => {
    const check = (lang: Locale, text: string) => problems({ lang, at: "", text }).length;
    expect(check("de", "die Grösse, nicht die Größe")).toBe(1);
    expect(check("de", 'der "Service"')).toBe(1);
    expect(check("de", "der „Service“")).toBe(1);
    expect(check("de", "der «Service» mit ‹Zitat›")).toBe(0);
    expect(check("de", "30 Tage kostenlos")).toBe(1);
    expect(check("de", "30\u00A0Tage kostenlos, 14\u00A0Tagen")).toBe(0);
    expect(check("de", "CHF 270 statt 450 Franken")).toBe(2);
    expect(check("de", "CHF\u00A0270 statt 450\u00A0Franken")).toBe(0);
    expect(check("de", "AI-Coach und -Trainer, Vorreiterinnen und \u2011Vorreiter")).toBe(1);
    expect(check("de", "AI-Coach und AI-Trainer, Vorreiterinnen und\u00A0-Vorreiter")).toBe(0);
    expect(check("de", "400.000+ Lernende")).toBe(1);
    expect(check("de", "400'000+ Lernende, 200 Berufsrollen, seit 2018")).toBe(0);
    expect(check("en", "400.000+ students")).toBe(1);
    expect(check("en", "150'000 users")).toBe(1);
    expect(check("en", "400,000+ students, 1,000 teams, since 2018")).toBe(0);
    expect(check("en", "CHF 270, free for 30 days")).toBe(2);
    expect(check("en", "CHF\u00A0270, free for 30\u00A0days, a 14-day guarantee")).toBe(0);
  });
});
