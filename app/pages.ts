/**
 * The route table of spec §2, one entry per page. routes.ts, the prerender list,
 * and the tests all read it, so a page exists in one place only.
 */
export interface PageRoute {
  path: string;
  file: string;
  lang?: "de";
  /** false for pages that must not be indexed (Coming Soon). */
  indexed?: false;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/platform", file: "routes/platform.tsx" },
  { path: "/ai-adoption-gap", file: "routes/ai-adoption-gap.tsx" },
  { path: "/people-centric-transformation", file: "routes/people-centric-transformation.tsx" },
  { path: "/why-ai-important", file: "routes/why-ai-important.tsx" },
  { path: "/solutions", file: "routes/solutions.tsx" },
  { path: "/large-corporates", file: "routes/large-corporates.tsx" },
  { path: "/small-mid-sized-companies", file: "routes/small-mid-sized-companies.tsx" },
  { path: "/individuals", file: "routes/individuals.tsx" },
  { path: "/individuals2", file: "routes/individuals-plans.tsx" },
  { path: "/individuals/de", file: "routes/individuals-de.tsx", lang: "de" },
  { path: "/individuals/en", file: "routes/individuals-en.tsx" },
  { path: "/partners", file: "routes/partners.tsx" },
  { path: "/customers", file: "routes/customers.tsx" },
  { path: "/company", file: "routes/company.tsx" },
  { path: "/team", file: "routes/team.tsx" },
  { path: "/philanthropy", file: "routes/philanthropy.tsx" },
  { path: "/news", file: "routes/news.tsx" },
  { path: "/contact", file: "routes/contact.tsx" },
  { path: "/terms-of-service", file: "routes/terms-of-service.tsx" },
  { path: "/privacy-policy", file: "routes/privacy-policy.tsx" },
  { path: "/unleash-potential", file: "routes/unleash-potential.tsx" },
  { path: "/starte-lernreise", file: "routes/starte-lernreise.tsx", lang: "de" },
  { path: "/coming-soon", file: "routes/coming-soon.tsx", indexed: false },
];

/** Files for crawlers, prerendered beside the pages. */
export const crawlerFiles = [
  { path: "/sitemap.xml", file: "routes/sitemap.ts" },
  { path: "/robots.txt", file: "routes/robots.ts" },
] as const;

/** What the sitemap lists: every page meant to be found (no 404, no Coming Soon). */
export const indexedPaths = pageRoutes
  .filter((page) => page.indexed !== false)
  .map((page) => page.path);
