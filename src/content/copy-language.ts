/**
 * The language checks of copy: a rendering the glossary rules out, a word of the
 * other register, a value left as its English twin, a sentence that reads as
 * another language. One implementation for the build (scripts/copy-check.ts),
 * `npm run dev` on each save (src/content/copy-check-on-save.ts) and the editor, as it
 * previews and before it saves (src/admin/browser/save-check.ts): it takes words and the
 * glossary, never files.
 * Each problem is the field's part of one line; the caller adds the file.
 */
import type { Glossary } from "./glossary";

export interface LanguageRules {
  /** The language's glossary (src/content/copy/<locale>/glossary.yaml). */
  glossary: Glossary;
  /** Where the glossary lives, for the message: src/content/copy/de/glossary.yaml. */
  glossaryFile: string;
  /** The language's code for the detector ("de", the locale row's `detect`). */
  detect: string;
  /** The language a sentence reads as ("" when unsure; src/content/language-detector.ts), or none to skip that check. */
  detector?: (text: string) => string;
  /** The language's own name ("Deutsch"), for the message. */
  name: string;
}

/** A value that is a path, an address, an id or a number, not words anyone reads as a language. */
export function isProse(value: string): boolean {
  const text = value.trim();
  // {site.salesEmail}, {premium.discountPercent}%: facts filled in from config, not words.
  if (!/\p{L}/u.test(text.replace(/\{[\w.]+\}/g, ""))) return false;
  if (/^(\/|https?:|mailto:|tel:|#|\.\.?\/)/.test(text)) return false;
  if (/^[\w.+-]+@[\w.-]+$/.test(text)) return false;
  // Ids, slugs and enum values: lower-case, no space (learner-home, dark).
  return !/^[a-z0-9][a-z0-9_.-]*$/.test(text);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `word` as a whole word: not the end of a hyphenated one (the "mail" of "e-mail"), but
 * the start of a compound ("KI-gestützt"). An acronym matches in its own case only (the
 * "AI" of "j’ai" is none); a term that ends in an apostrophe (t’) binds to the next word.
 */
function wholeWord(word: string): RegExp {
  const end = /\p{L}$/u.test(word) ? "(?![\\p{L}\\p{N}])" : "";
  const acronym = /^\p{Lu}{2,}$/u.test(word);
  return new RegExp(`(?<![\\p{L}\\p{N}-])${literal(word)}${end}`, acronym ? "u" : "iu");
}

/** The text with each kept name (and each allowed exception) and each {placeholder} blanked out, longest first. */
function withoutKept(text: string, kept: readonly string[]): string {
  const blank = (match: string) => " ".repeat(match.length);
  return [...kept]
    .sort((a, b) => b.length - a.length)
    .reduce(
      (rest, name) =>
        rest.replace(new RegExp(`(?<![\\p{L}])${literal(name)}(?![\\p{L}])`, "gu"), blank),
      text.replace(/\{[\w.]+\}/g, blank),
    );
}

/** Renderings the glossary rules out, each named with the one it asks for. */
function avoidedTerms(text: string, { glossary, glossaryFile }: LanguageRules): string[] {
  const rest = withoutKept(text, glossary.keep);
  return glossary.terms.flatMap(({ term, use, avoid }) =>
    [
      ...new Set(
        avoid
          .map((word) => wholeWord(word).exec(rest)?.[0])
          .filter((found): found is string => found !== undefined),
      ),
    ].map(
      (found) =>
        `"${found}" is not this language's word for "${term}": write "${use}" (${glossaryFile})`,
    ),
  );
}

/** Words of the other register, unless the value is one of the register's exceptions. */
function informalWords(text: string, { glossary, glossaryFile }: LanguageRules): string[] {
  const { address, informal, exceptions } = glossary.register;
  const rest = withoutKept(text, exceptions);
  const found = informal.find((word) => wholeWord(word).test(rest));
  if (!found) return [];
  const word = wholeWord(found).exec(rest)?.[0] ?? found;
  return [
    `"${word}" addresses the reader in the other register: this language says "${address}" (${glossaryFile}, register)`,
  ];
}

/**
 * The value's sentences the detector can be sure of: six words or more, three of
 * them lower-case. A list of names and titles ("Martin Egli, Leiter Informatik,
 * Zentaro Health") is no sentence: its language is the names'.
 */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const words = sentence.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
      return words.length >= 6 && words.filter((word) => /^\p{Ll}/u.test(word)).length >= 3;
    });
}

/** A sentence the detector reads as one of the site's other languages. */
function foreignSentence(
  text: string,
  { detector, detect, glossary, name }: LanguageRules,
): string[] {
  if (!detector) return [];
  for (const sentence of sentences(text)) {
    const language = detector(withoutKept(sentence, glossary.keep));
    if (language !== "" && language !== detect) {
      const quoted = sentence.replace(/\s+/g, " ").trim();
      return [
        `"${quoted.length > 60 ? `${quoted.slice(0, 57)}…` : quoted}" does not read as ${name}: translate it`,
      ];
    }
  }
  return [];
}

/** What kind of problem a value has: untranslated text may be allowed while a new language is written. */
export type LanguageProblem = { kind: "terms" | "untranslated"; message: string };

/**
 * The problems of one value of copy: its glossary terms, its register, and (in a
 * language other than the default, whose English twin is `english`) whether it is
 * still English.
 */
export function valueProblems(
  value: string,
  english: unknown,
  rules: LanguageRules,
): LanguageProblem[] {
  if (!isProse(value)) return [];
  const terms = [...avoidedTerms(value, rules), ...informalWords(value, rules)].map((message) => ({
    kind: "terms" as const,
    message,
  }));
  if (typeof english === "string" && value.trim() === english.trim()) {
    if (/\p{L}/u.test(withoutKept(value, rules.glossary.keep))) {
      const message = `is the same as in English: translate it, or add it to "keep" in ${rules.glossaryFile} if it is a name`;
      return [...terms, { kind: "untranslated", message }];
    }
    return terms;
  }
  return [
    ...terms,
    ...foreignSentence(value, rules).map((message) => ({ kind: "untranslated" as const, message })),
  ];
}

/**
 * Fields that hold a proper name or a code, the same in every language: a person,
 * a company, a product, a currency. A value equal to one of them in its item or
 * an item around it (a logo's alt text that is the company's name) is one too.
 */
const NAME_FIELDS = new Set([
  "name",
  "company",
  "customer",
  "product",
  "code",
  "currency",
  "billingDuration",
]);

/** The names an item holds in its name fields. */
function namesOf(item: Record<string, unknown>): string[] {
  return [...NAME_FIELDS]
    .map((field) => item[field])
    .filter((v): v is string => typeof v === "string");
}

/** Every string of a copy file's data but its names, with its field's path and its English twin's value at that path. */
export function* proseFields(
  data: unknown,
  english: unknown,
  at: string[] = [],
  names: readonly string[] = [],
): Generator<{ at: string; value: string; english: unknown }> {
  if (typeof data === "string") {
    // A name ("Lexora AI", "Daniel Brunner") is no word of any language: nothing to check.
    if (NAME_FIELDS.has(at.at(-1) ?? "") || names.includes(data)) return;
    yield { at: at.join(".") || "(the whole file)", value: data, english };
  } else if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      yield* proseFields(
        item,
        Array.isArray(english) ? english[index] : undefined,
        [...at, `${index}`],
        names,
      );
    }
  } else if (data !== null && typeof data === "object") {
    const item = data as Record<string, unknown>;
    const inside = [...names, ...namesOf(item)];
    for (const [key, value] of Object.entries(item)) {
      const twin =
        english !== null && typeof english === "object" && !Array.isArray(english)
          ? (english as Record<string, unknown>)[key]
          : undefined;
      yield* proseFields(value, twin, [...at, key], inside);
    }
  }
}
