/**
 * The route table of spec §2 (docs/requirements.md), one entry per page.
 * layouts/Page.astro finds each page's entry from the URL it renders (and refuses any
 * other), and the head, the header's language switch, the sitemap and the tests read
 * it, so a page's path, language, counterpart and indexing live in one place only.
 */
export type PageLang = "en" | "de";

/** What the head, the header and the sitemap need of a page, wherever its path comes from. */
export interface RoutedPage {
  path: string;
  lang?: "de";
  /** false for pages that must not be indexed (Coming Soon). */
  indexed?: false;
  /** The same page in the other language; each pair names the other from both ends. */
  counterpart?: string;
  /**
   * Where the language switch leads when the page has no counterpart: a news post
   * written in one language only switches to the other language's news list.
   */
  switchTo?: string;
}

/** A row of the table: a page with its own file under src/pages. */
export interface PageRoute extends RoutedPage {
  /** The page's file under src/pages. */
  file: string;
}

/**
 * Pages written once and served in both languages: English at the path, German under
 * /de with the same slug. Their files live in src/pages/[...lang]/ and build both
 * (getStaticPaths: bothLanguages).
 */
const bilingualPages: readonly { path: string; indexed?: false }[] = [
  { path: "/" },
  { path: "/platform" },
  { path: "/ai-adoption-gap" },
  { path: "/people-centric-transformation" },
  { path: "/why-ai-important" },
  { path: "/solutions" },
  { path: "/large-corporates" },
  { path: "/small-mid-sized-companies" },
  { path: "/individuals" },
  { path: "/individuals2" },
  { path: "/partners" },
  { path: "/customers" },
  { path: "/company" },
  { path: "/team" },
  { path: "/philanthropy" },
  { path: "/news" },
  { path: "/contact" },
  { path: "/terms-of-service" },
  { path: "/privacy-policy" },
  { path: "/coming-soon", indexed: false },
];

/** Where the German twin of an English page lives: "/" → "/de", "/team" → "/de/team". */
export function germanPath(englishPath: string): string {
  return englishPath === "/" ? "/de" : `/de${englishPath}`;
}

/**
 * The language of a URL path, page or not: a page's own (the spec's German pages
 * sit outside /de), else German under /de, where the German twins live, and English
 * anywhere else. The server answers in it where it has no page (404) or fails (500),
 * and tells sales which form was used.
 */
export function sectionLang(pathname: string): PageLang {
  const page = pageRoutes.find((route) => route.path === pathname);
  if (page) return page.lang ?? "en";
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : "en";
}

const bilingualRoutes = bilingualPages.map(({ path, indexed }) => ({
  path,
  file: `[...lang]/${path === "/" ? "index" : path.slice(1)}.astro`,
  ...(indexed === false ? { indexed } : {}),
}));

/**
 * The spec's own pairs: two pages each, written separately, at the paths spec §2
 * gives them.
 */
const specPairs: PageRoute[] = [
  {
    path: "/individuals/de",
    file: "individuals/de.astro",
    lang: "de",
    counterpart: "/individuals/en",
  },
  { path: "/individuals/en", file: "individuals/en.astro", counterpart: "/individuals/de" },
  { path: "/unleash-potential", file: "unleash-potential.astro", counterpart: "/starte-lernreise" },
  {
    path: "/starte-lernreise",
    file: "starte-lernreise.astro",
    lang: "de",
    counterpart: "/unleash-potential",
  },
];

export const pageRoutes: readonly PageRoute[] = [
  ...bilingualRoutes.map((route) => ({ ...route, counterpart: germanPath(route.path) })),
  ...specPairs,
  ...bilingualRoutes.map((route) => ({
    ...route,
    path: germanPath(route.path),
    lang: "de" as const,
    counterpart: route.path,
  })),
];

/**
 * getStaticPaths of every file under src/pages/[...lang]/: the page in English, then
 * in German. New objects on each call: Astro keeps what it is given per page.
 */
export function bothLanguages() {
  return [{ params: { lang: undefined } }, { params: { lang: "de" } }];
}

/**
 * The news collection's pages (src/content/posts): a page per post, the list's
 * further pages and a feed per language. Their paths come from the posts, so they
 * are not rows of the table; these are the only places that spell them.
 */
const newsBase = (lang: PageLang) => (lang === "de" ? "/de/news" : "/news");

export const newsPaths = {
  list: (lang: PageLang, page = 1) =>
    page === 1 ? newsBase(lang) : `${newsBase(lang)}/page/${page}`,
  post: (lang: PageLang, slug: string) => `${newsBase(lang)}/${slug}`,
  feed: (lang: PageLang) => `${newsBase(lang)}/rss.xml`,
};

/** The page files that build them (getStaticPaths reads the collection). */
export const newsFiles = [
  "[...lang]/news/[slug].astro",
  "[...lang]/news/page/[page].astro",
  "[...lang]/news/rss.xml.ts",
] as const;

/**
 * The route of a news page outside the table: a post, with its twin in the other
 * language as counterpart or else that language's list to switch to; or a further
 * page of a list.
 */
export function newsRoute(path: string, lang: PageLang, counterpart?: string): RoutedPage {
  return {
    path,
    ...(lang === "de" ? { lang } : {}),
    ...(counterpart ? { counterpart } : { switchTo: newsPaths.list(otherLang(lang)) }),
  };
}

/** The language a file under [...lang]/ builds, from its `lang` parameter. */
export function langOfParam(lang: string | undefined): PageLang {
  return lang === "de" ? "de" : "en";
}

/** Files for crawlers, prerendered beside the pages. */
export const crawlerFiles = [
  { path: "/sitemap.xml", file: "sitemap.xml.ts" },
  { path: "/robots.txt", file: "robots.txt.ts" },
] as const;

/** The route of a path of the table; anything else is a mistake in a page file. */
export function pageRoute(path: string): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in the route table (src/route-table.ts)`);
  return route;
}

export function pageLang(path: string): PageLang {
  return pageRoute(path).lang ?? "en";
}

/**
 * URLs rendered on request that show a page of the table: the contact form's answer
 * to a document post (server/app.ts) is the contact page again, at its own URL.
 */
const shownAt: Readonly<Record<string, string>> = {
  "/contact/reply": "/contact",
  "/de/contact/reply": "/de/contact",
};

/** The route of the page a URL renders (Astro.url.pathname in a page entry). */
export function routeAt(pathname: string): PageRoute {
  return pageRoute(shownAt[pathname] ?? pathname);
}

const otherLang = (lang: PageLang): PageLang => (lang === "de" ? "en" : "de");

/**
 * A page in every language it exists in, itself included, English first: its
 * hreflang links. A counterpart is always in the other language (the table's test
 * holds every pair to that).
 */
export function pageAlternates(route: RoutedPage): { lang: PageLang; path: string }[] {
  const { path, counterpart } = route;
  if (!counterpart) return [];
  const lang: PageLang = route.lang ?? "en";
  const alternates: { lang: PageLang; path: string }[] = [
    { lang, path },
    { lang: otherLang(lang), path: counterpart },
  ];
  return alternates.sort((a, b) => Number(a.lang !== "en") - Number(b.lang !== "en"));
}

/**
 * A page's hreflang alternates, for its head and the sitemap: every language it
 * exists in, itself included, and x-default on the English one.
 */
export function hreflangAlternates(route: RoutedPage): { hrefLang: string; path: string }[] {
  const alternates = pageAlternates(route);
  const english = alternates.find((alternate) => alternate.lang === "en");
  return [
    ...alternates.map((alternate) => ({ hrefLang: alternate.lang, path: alternate.path })),
    ...(english ? [{ hrefLang: "x-default", path: english.path }] : []),
  ];
}

/** What the sitemap lists: every page meant to be found (no 404, no Coming Soon). */
export const indexedPages = pageRoutes
  .filter((page) => page.indexed !== false)
  .map((page) => ({ path: page.path, alternates: hreflangAlternates(page) }));

/** The language of the page a link leads to, when it leads to a page of this site. */
export function linkedPageLang(href: string): PageLang | undefined {
  if (!href.startsWith("/")) return undefined;
  const path = href.replace(/[?#].*$/, "");
  const route = pageRoutes.find((candidate) => candidate.path === path);
  return route ? (route.lang ?? "en") : undefined;
}

/** A page of the default language: what copy names a link by (src/lib/copy-schema.ts). */
export function isDefaultLocalePage(path: string): boolean {
  return pageRoutes.some((route) => route.path === path && route.lang === undefined);
}

/**
 * A link of the copy (a page's English path, perhaps with "#anchor" or "?query")
 * as it leads from a page in `lang`: to that page's version in the same language.
 */
export function localizedHref(href: string, lang: PageLang): string {
  const [, path = href, rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (lang === "en" || !path.startsWith("/")) return href;
  const twin = pageRoutes.find((route) => route.counterpart === path && route.lang === lang);
  if (!twin) throw new Error(`${path} has no page in "${lang}" (src/route-table.ts)`);
  return twin.path + rest;
}
