/**
 * The site's languages, one row each (after Starlight's `locales`). Routing, hreflang,
 * the sitemap, the header's language control, the error pages, the server's contact
 * and refusal pages, the per-page styles step and the news collection loop over this
 * table; nothing else branches on a language. The first row is the default locale:
 * its pages have no path prefix, and x-default points at them. A new language is a
 * row here, a folder of copy and the server's mail and form words.
 */
interface LocaleDefinition {
  /** Names the locale in copy (`{ en: …, de: … }`), in src/content/posts/<code>/ and in code. */
  readonly code: string;
  /** The document's `lang` and the `hreflang` of links to it. */
  readonly lang: string;
  /** Where its pages live: "" (the default locale) or "/<segment>". */
  readonly prefix: string;
  /** Its own name for itself, as the language control shows it. */
  readonly name: string;
  /** How its pages write a date (Intl, src/lib/date-format.ts). */
  readonly dateLocale: string;
  /** The language as spoken in Switzerland, for whom the site is written: JSON-LD inLanguage, og:locale. */
  readonly regionalTag: string;
  /** Its code in RSS's own list of language codes, which has "de-ch" but no "en-ch". */
  readonly feedLanguage: string;
  /** How its copy sets a quote (the cards and the proof band show it as written): “…”, «…», «\u202F…\u202F». */
  readonly quotationMarks: { readonly open: string; readonly close: string };
  /** Its ISO 639-1 code, by which the copy check's language detector (eld) knows it (src/content/copy-language.ts). */
  readonly detect: string;
}

const table = [
  {
    code: "en",
    lang: "en",
    prefix: "",
    name: "English",
    dateLocale: "en-GB",
    regionalTag: "en-CH",
    feedLanguage: "en",
    detect: "en",
    quotationMarks: { open: "“", close: "”" },
  },
  {
    code: "de",
    lang: "de",
    prefix: "/de",
    name: "Deutsch",
    dateLocale: "de-CH",
    regionalTag: "de-CH",
    feedLanguage: "de-ch",
    detect: "de",
    quotationMarks: { open: "«", close: "»" },
  },
  {
    code: "fr",
    lang: "fr",
    prefix: "/fr",
    name: "Français",
    dateLocale: "fr-CH",
    regionalTag: "fr-CH",
    feedLanguage: "fr-ch",
    detect: "fr",
    quotationMarks: { open: "«\u202F", close: "\u202F»" },
  },
] as const satisfies readonly LocaleDefinition[];

/** A locale's code: "en", "de". */
export type Locale = (typeof table)[number]["code"];

export interface LocaleRow extends LocaleDefinition {
  readonly code: Locale;
}

/** Every locale, the default first. */
export const locales: readonly LocaleRow[] = table;

export const defaultLocale: Locale = table[0].code;

/** The row of a locale code; anything else is a mistake worth stopping for. */
export function localeOf(code: string): LocaleRow {
  const row = locales.find((locale) => locale.code === code);
  if (!row) {
    const known = locales.map((locale) => `"${locale.code}"`).join(", ");
    throw new Error(`"${code}" is not a locale of the site (${known}; src/locales.ts)`);
  }
  return row;
}

/** Where the page at a default-locale path lives in `locale`: "/" → "/de", "/team" → "/de/team". */
export function localePath(englishPath: string, locale: Locale): string {
  const { prefix } = localeOf(locale);
  if (!prefix) return englishPath;
  return englishPath === "/" ? prefix : `${prefix}${englishPath}`;
}

/** Every locale but `locale`, in the table's order. */
export function otherLocales(locale: Locale): LocaleRow[] {
  return locales.filter((row) => row.code !== locale);
}
