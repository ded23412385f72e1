import type { SiteChrome } from "../../../src/content/navigation";
import { readSiteChrome } from "../../../src/content/read-copy";
import { defaultLocale, type Locale, localeOf, locales } from "../../../src/locales";
import { pageRoute } from "../../../src/route-table";

/**
 * A language of the site as the behaviour tests see it: where its pages live and
 * what its header and footer say. Everything comes from the locales and route
 * tables and the copy files, so a test run in German looks for the German words.
 */
export interface Language {
  lang: Locale;
  /** The language's own name, as the header's language control says it: "English", "Deutsch". */
  name: string;
  /** Its home page. */
  home: string;
  chrome: SiteChrome;
  /** Where the page at an English path lives in this language: "/team" → "/de/team" in German. */
  path: (englishPath: string) => string;
}

/** The page of the route table at `englishPath`, in `lang`: itself, or its twin in `lang`. */
function pathIn(lang: Locale, englishPath: string): string {
  const route = pageRoute(englishPath);
  if (route.locale !== defaultLocale) {
    throw new Error(`${englishPath} is not an English page of the route table`);
  }
  if (lang === route.locale) return route.path;
  const twin = route.counterparts?.[lang];
  if (!twin || pageRoute(twin).locale !== lang) {
    throw new Error(`${englishPath} has no ${lang} twin in src/route-table.ts`);
  }
  return twin;
}

function language(lang: Locale): Language {
  const path = (englishPath: string) => pathIn(lang, englishPath);
  return {
    lang,
    name: localeOf(lang).name,
    home: path("/"),
    chrome: readSiteChrome(lang),
    path,
  };
}

/** In the locales table's order: English first, the spec's own language, the one the others mirror. */
export const languages: readonly Language[] = locales.map(({ code }) => language(code));
