import { languageSwitchText, type SiteChrome, siteChrome } from "../../../src/content/navigation";
import { type PageLang, pageRoute } from "../../../src/route-table";

/**
 * A language of the site as the behaviour tests see it: where its pages live and
 * what its header and footer say. Everything comes from the route table and the
 * content modules, so a test run in German looks for the German words.
 */
export interface Language {
  lang: PageLang;
  /** The language's own name, as the header's language switch says it: "English", "Deutsch". */
  name: string;
  /** Its home page. */
  home: string;
  chrome: SiteChrome;
  /** Where the page at an English path lives in this language: "/team" → "/de/team" in German. */
  path: (englishPath: string) => string;
}

/** The page of the route table at `englishPath`, in `lang`: itself, or its German twin. */
function pathIn(lang: PageLang, englishPath: string): string {
  const route = pageRoute(englishPath);
  if (route.lang) throw new Error(`${englishPath} is not an English page of the route table`);
  if (lang === "en") return route.path;
  const twin = route.counterpart;
  if (!twin || pageRoute(twin).lang !== lang) {
    throw new Error(`${englishPath} has no ${lang} twin in src/route-table.ts`);
  }
  return twin;
}

function language(lang: PageLang): Language {
  const path = (englishPath: string) => pathIn(lang, englishPath);
  return {
    lang,
    name: languageSwitchText[lang].label,
    home: path("/"),
    chrome: siteChrome[lang],
    path,
  };
}

/** English first: the spec's own language, the one the German site mirrors. */
export const languages: readonly Language[] = [language("en"), language("de")];
