/**
 * The route table of spec §2, one entry per page. layouts/Page.astro finds each page's
 * entry from the URL it renders (and refuses any other), and the head, the header's
 * language switch, the sitemap and the tests read it, so a page's path, language,
 * counterpart and indexing live in one place only.
 */
export type PageLang = "en" | "de";

export interface PageRoute {
  path: string;
  /** The page's file under src/pages. */
  file: string;
  lang?: "de";
  /** false for pages that must not be indexed (Coming Soon). */
  indexed?: false;
  /** The same page in the other language; each pair names the other from both ends. */
  counterpart?: string;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", file: "index.astro" },
  { path: "/platform", file: "platform.astro" },
  { path: "/ai-adoption-gap", file: "ai-adoption-gap.astro" },
  { path: "/people-centric-transformation", file: "people-centric-transformation.astro" },
  { path: "/why-ai-important", file: "why-ai-important.astro" },
  { path: "/solutions", file: "solutions.astro" },
  { path: "/large-corporates", file: "large-corporates.astro" },
  { path: "/small-mid-sized-companies", file: "small-mid-sized-companies.astro" },
  { path: "/individuals", file: "individuals.astro" },
  { path: "/individuals2", file: "individuals2.astro" },
  {
    path: "/individuals/de",
    file: "individuals/de.astro",
    lang: "de",
    counterpart: "/individuals/en",
  },
  { path: "/individuals/en", file: "individuals/en.astro", counterpart: "/individuals/de" },
  { path: "/partners", file: "partners.astro" },
  { path: "/customers", file: "customers.astro" },
  { path: "/company", file: "company.astro" },
  { path: "/team", file: "team.astro" },
  { path: "/philanthropy", file: "philanthropy.astro" },
  { path: "/news", file: "news.astro" },
  { path: "/contact", file: "contact.astro" },
  { path: "/terms-of-service", file: "terms-of-service.astro" },
  { path: "/privacy-policy", file: "privacy-policy.astro" },
  { path: "/unleash-potential", file: "unleash-potential.astro", counterpart: "/starte-lernreise" },
  {
    path: "/starte-lernreise",
    file: "starte-lernreise.astro",
    lang: "de",
    counterpart: "/unleash-potential",
  },
  { path: "/coming-soon", file: "coming-soon.astro", indexed: false },
];

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
const shownAt: Readonly<Record<string, string>> = { "/contact/reply": "/contact" };

/** The route of the page a URL renders (Astro.url.pathname in a page entry). */
export function routeAt(pathname: string): PageRoute {
  return pageRoute(shownAt[pathname] ?? pathname);
}

/** A page in every language it exists in, itself included, English first: its hreflang links. */
export function pageAlternates(path: string): { lang: PageLang; path: string }[] {
  const { counterpart } = pageRoute(path);
  if (!counterpart) return [];
  return [path, counterpart]
    .map((alternate) => ({ lang: pageLang(alternate), path: alternate }))
    .sort((a, b) => Number(a.lang !== "en") - Number(b.lang !== "en"));
}

/** What the sitemap lists: every page meant to be found (no 404, no Coming Soon). */
export const indexedPaths = pageRoutes
  .filter((page) => page.indexed !== false)
  .map((page) => page.path);

/** The language of the page a link leads to, when it leads to a page of this site. */
export function linkedPageLang(href: string): PageLang | undefined {
  if (!href.startsWith("/")) return undefined;
  const path = href.replace(/[?#].*$/, "");
  const route = pageRoutes.find((candidate) => candidate.path === path);
  return route ? (route.lang ?? "en") : undefined;
}
