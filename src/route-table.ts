/**
 * The route table of spec §2 (docs/requirements.md), one entry per page.
 * layouts/Page.astro finds each page's entry from the URL it renders (and refuses any
 * other), and the head, the header's language control, the sitemap and the tests
 * read it, so a page's path, locale, counterparts and indexing live in one place only.
 * The locales themselves are src/locales.ts.
 */
import { CONTACT_PURPOSES, type ContactPurpose } from "./lib/contact-purposes";
import { defaultLocale, type Locale, localeOf, localePath, locales, otherLocales } from "./locales";

/** Paths by locale: a page's versions in other locales, or where to go in them. */
export type PathsByLocale = Partial<Readonly<Record<Locale, string>>>;

/** What the head, the header and the sitemap need of a page, wherever its path comes from. */
export interface RoutedPage {
  path: string;
  locale: Locale;
  /** false for pages that must not be indexed (Coming Soon). */
  indexed?: false;
  /** The same page in other locales; each version names every other one. */
  counterparts?: PathsByLocale;
  /**
   * Where the language control leads in a locale the page is not written in: a news
   * post written in one language only switches to the other language's news list.
   */
  switchTo?: PathsByLocale;
}

/** A row of the table: a page with its own file under src/pages. */
export interface PageRoute extends RoutedPage {
  /** The page's file under src/pages. */
  file: string;
}

/**
 * Pages written once and served in every locale: the default locale's at the path,
 * each other's under its prefix with the same slug ("/de/team"). Their files live in
 * src/pages/[...lang]/ and build every locale (getStaticPaths: everyLocale).
 */
const multilingualPages: readonly { path: string; indexed?: false }[] = [
  { path: "/" },
  { path: "/platform" },
  { path: "/ai-adoption-gap" },
  { path: "/people-centric-transformation" },
  { path: "/why-ai-important" },
  { path: "/solutions" },
  { path: "/pricing" },
  { path: "/large-corporates" },
  { path: "/small-mid-sized-companies" },
  { path: "/individuals" },
  { path: "/individuals2" },
  { path: "/partners" },
  { path: "/customers" },
  { path: "/company" },
  { path: "/security" },
  { path: "/team" },
  { path: "/philanthropy" },
  { path: "/news" },
  { path: "/contact" },
  { path: "/terms-of-service" },
  { path: "/privacy-policy" },
  { path: "/coming-soon", indexed: false },
];

/**
 * The locale of a URL path, page or not: a page's own (the spec's German pages and
 * their French versions sit outside /de and /fr), else the locale whose prefix it is under, and the default locale
 * anywhere else. The server answers in it where it has no page (404) or fails (500),
 * and tells sales which form was used.
 */
export function sectionLocale(pathname: string): Locale {
  const page = pageRoutes.find((route) => route.path === pathname);
  if (page) return page.locale;
  const section = otherLocales(defaultLocale).find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return section?.code ?? defaultLocale;
}

function multilingualRoutes(locale: Locale): PageRoute[] {
  return multilingualPages.map(({ path, indexed }) => ({
    path: localePath(path, locale),
    locale,
    file: `[...lang]/${path === "/" ? "index" : path.slice(1)}.astro`,
    ...(indexed === false ? { indexed } : {}),
    counterparts: Object.fromEntries(
      otherLocales(locale).map(({ code }) => [code, localePath(path, code)]),
    ),
  }));
}

/**
 * The spec's own pairs, and their French versions (issue 42): a page in each
 * language, written separately, at the paths spec §2 gives the English and German
 * ones. Each names all its counterparts.
 */
const specPairs: PageRoute[] = [
  {
    path: "/individuals/de",
    file: "individuals/de.astro",
    locale: "de",
    counterparts: { en: "/individuals/en", fr: "/individuals/fr" },
  },
  {
    path: "/individuals/en",
    file: "individuals/en.astro",
    locale: "en",
    counterparts: { de: "/individuals/de", fr: "/individuals/fr" },
  },
  {
    path: "/individuals/fr",
    file: "individuals/fr.astro",
    locale: "fr",
    counterparts: { en: "/individuals/en", de: "/individuals/de" },
  },
  {
    path: "/unleash-potential",
    file: "unleash-potential.astro",
    locale: "en",
    counterparts: { de: "/starte-lernreise", fr: "/demarrer-parcours-ia" },
  },
  {
    path: "/starte-lernreise",
    file: "starte-lernreise.astro",
    locale: "de",
    counterparts: { en: "/unleash-potential", fr: "/demarrer-parcours-ia" },
  },
  {
    path: "/demarrer-parcours-ia",
    file: "demarrer-parcours-ia.astro",
    locale: "fr",
    counterparts: { en: "/unleash-potential", de: "/starte-lernreise" },
  },
];

export const pageRoutes: readonly PageRoute[] = [
  ...multilingualRoutes(defaultLocale),
  ...specPairs,
  ...otherLocales(defaultLocale).flatMap(({ code }) => multilingualRoutes(code)),
];

/**
 * getStaticPaths of every file under src/pages/[...lang]/: the page in each locale,
 * its prefix as the parameter (none for the default locale). New objects on each
 * call: Astro keeps what it is given per page.
 */
export function everyLocale() {
  return locales.map(({ prefix }) => ({ params: { lang: prefix ? prefix.slice(1) : undefined } }));
}

/**
 * getStaticPaths of a page whose default-locale version has its own file, at the
 * path Astro knows it by (404.astro, 500.astro): every other locale, under its prefix.
 */
export function prefixedLocales() {
  return everyLocale().filter(({ params }) => params.lang !== undefined);
}

/** The locale a file under [...lang]/ builds, from its `lang` parameter; refuses any other. */
export function localeOfParam(param: string | undefined): Locale {
  const prefix = param === undefined ? "" : `/${param}`;
  const locale = locales.find((row) => row.prefix === prefix);
  if (!locale) {
    throw new Error(`"${param}" is the path prefix of no locale in src/locales.ts`);
  }
  return locale.code;
}

/**
 * The news collection's pages (src/content/posts): a page per post, the list's
 * further pages and a feed per locale. Their paths come from the posts, so they
 * are not rows of the table; these are the only places that spell them.
 */
const newsBase = (locale: Locale) => localePath("/news", locale);

export const newsPaths = {
  list: (locale: Locale, page = 1) =>
    page === 1 ? newsBase(locale) : `${newsBase(locale)}/page/${page}`,
  post: (locale: Locale, slug: string) => `${newsBase(locale)}/${slug}`,
  feed: (locale: Locale) => `${newsBase(locale)}/rss.xml`,
};

/** The page files that build them (getStaticPaths reads the collection). */
export const newsFiles = [
  "[...lang]/news/[slug].astro",
  "[...lang]/news/page/[page].astro",
  "[...lang]/news/rss.xml.ts",
] as const;

/**
 * The route of a news page outside the table: a post, with its twins in other
 * locales as counterparts, and for a locale it has no twin in, that locale's list
 * to switch to; or a further page of a list (no counterparts).
 */
export function newsRoute(
  path: string,
  locale: Locale,
  counterparts: PathsByLocale = {},
): RoutedPage {
  const untranslated = otherLocales(locale).filter(({ code }) => !counterparts[code]);
  return {
    path,
    locale,
    counterparts,
    switchTo: Object.fromEntries(untranslated.map(({ code }) => [code, newsPaths.list(code)])),
  };
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

export function pageLocale(path: string): Locale {
  return pageRoute(path).locale;
}

/**
 * Where the build writes the contact page for a purpose (`/contact?intent=demo`,
 * `/contact?intent=register&plan=entry`): the server sends that file for the
 * query, at the contact page's own URL.
 */
export function contactPurposePath(contactPath: string, { intent, plan }: ContactPurpose): string {
  return plan ? `${contactPath}/${intent}/${plan}` : `${contactPath}/${intent}`;
}

/**
 * Paths that show a page of the table at that page's own URL: the contact page
 * for each purpose, and the contact form's answer to a document post (server/app.ts).
 */
const shownAt: ReadonlyMap<string, string> = new Map(
  locales.flatMap(({ code }) => {
    const contact = localePath("/contact", code);
    return [
      [`${contact}/reply`, contact],
      ...CONTACT_PURPOSES.map(
        (purpose) => [contactPurposePath(contact, purpose), contact] as const,
      ),
    ] as const;
  }),
);

/** The route of the page a URL renders (Astro.url.pathname in a page entry). */
export function routeAt(pathname: string): PageRoute {
  return pageRoute(shownAt.get(pathname) ?? pathname);
}

/**
 * A page in every locale it exists in, itself included, in the locales table's
 * order: its hreflang links. None for a page in one locale only.
 */
export function pageAlternates(route: RoutedPage): { locale: Locale; path: string }[] {
  const versions: PathsByLocale = { ...route.counterparts, [route.locale]: route.path };
  const alternates = locales.flatMap(({ code }) => {
    const path = versions[code];
    return path ? [{ locale: code, path }] : [];
  });
  return alternates.length > 1 ? alternates : [];
}

/**
 * A page's hreflang alternates, for its head and the sitemap: every locale it
 * exists in, itself included, and x-default on the default locale's version.
 */
export function hreflangAlternates(route: RoutedPage): { hrefLang: string; path: string }[] {
  const alternates = pageAlternates(route);
  const byDefault = alternates.find((alternate) => alternate.locale === defaultLocale);
  return [
    ...alternates.map(({ locale, path }) => ({ hrefLang: localeOf(locale).lang, path })),
    ...(byDefault ? [{ hrefLang: "x-default", path: byDefault.path }] : []),
  ];
}

/** What the sitemap lists: every page meant to be found (no 404, no Coming Soon). */
export const indexedPages = pageRoutes
  .filter((page) => page.indexed !== false)
  .map((page) => ({ path: page.path, alternates: hreflangAlternates(page) }));

/** The locale of the page a link leads to, when it leads to a page of this site. */
export function linkedPageLocale(href: string): Locale | undefined {
  if (!href.startsWith("/")) return undefined;
  const path = href.replace(/[?#].*$/, "");
  return pageRoutes.find((candidate) => candidate.path === path)?.locale;
}

/** A page of the default locale: what copy names a link by (src/lib/copy-schema.ts). */
export function isDefaultLocalePage(path: string): boolean {
  return pageRoutes.some((route) => route.path === path && route.locale === defaultLocale);
}

/**
 * A link of the copy (a default-locale page's path, perhaps with "#anchor" or
 * "?query") as it leads from a page in `locale`: to that page's version in it.
 * A page written apart in some languages only (a row of `specPairs` without a
 * twin in a language added later) has no version in it: the link leads to the
 * default locale's, which PageLink marks with its language.
 */
export function localizedHref(href: string, locale: Locale): string {
  const [, path = href, rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (!path.startsWith("/")) return href;
  const route = pageRoute(path);
  const versionIn = (wanted: Locale) =>
    route.locale === wanted ? route.path : route.counterparts?.[wanted];
  const version = versionIn(locale) ?? versionIn(defaultLocale);
  if (!version) throw new Error(`${path} has no page in "${locale}" (src/route-table.ts)`);
  return version + rest;
}
