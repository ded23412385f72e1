import { pageRoutes } from "../../../src/route-table.ts";
import { newsPages, postPath, publishedPosts } from "../../shared/news-pages.ts";

/** Every page the site serves: the route table's, and each published news post's. */
export const allRoutes = [...pageRoutes, ...newsPages];

/**
 * The routes of src/route-table.ts and the news posts, narrowed by a comma-separated
 * filter such as LH_ROUTES=/,/platform so a developer can check one page.
 */
export function selectRoutes(filter, defaults = allRoutes) {
  const wanted = (filter ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (wanted.length === 0) return defaults;
  const unknown = wanted.filter((path) => !allRoutes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new Error(`Not routes of src/route-table.ts nor news posts: ${unknown.join(", ")}`);
  }
  return allRoutes.filter((route) => wanted.includes(route.path));
}

/**
 * Pages Lighthouse need not measure by default, because another page it measures
 * is built from the same template, components and scripts with other words, and
 * words of the same kind cannot move its figures differently:
 * - every German twin under /de but those below: a twin is its English page's
 *   file with German copy. Measured are the twins with the most text and longest
 *   words (home, platform: LCP and layout shift), the form's script (contact) and the
 *   longest German headings (individuals2).
 * - a second page of a shared template: /small-mid-sized-companies (as
 *   /large-corporates), /individuals/en (as /individuals/de), /unleash-potential (as
 *   /starte-lernreise), /privacy-policy (as /terms-of-service), and
 *   /people-centric-transformation (as /ai-adoption-gap: hero, prose, feature grid);
 * - /coming-soon: a hero and a short text, the page chrome any measured page also has;
 * - every news post but the newest English one: one template, one picture each, and
 *   the German list (the English list is measured: covers and the lead picture).
 * LH_ROUTES still measures any of them (LH_ROUTES=/privacy-policy).
 */
const MEASURED_GERMAN_TWINS = ["/de", "/de/platform", "/de/contact", "/de/individuals2"];
const SAME_TEMPLATE_AS_A_MEASURED_PAGE = [
  "/small-mid-sized-companies",
  "/individuals/en",
  "/unleash-potential",
  "/privacy-policy",
  "/people-centric-transformation",
  "/coming-soon",
];

/** The post page Lighthouse measures: the newest in English (its cover is its largest paint). */
const MEASURED_POST = postPath(
  publishedPosts
    .filter((post) => post.lang === "en")
    .toSorted((a, b) => b.pubDate.localeCompare(a.pubDate))[0] ?? publishedPosts[0],
);

/** Lighthouse's default routes: one page of each template, both languages where words can differ. */
export const lighthouseRoutes = allRoutes.filter((route) => {
  if (newsPages.includes(route)) return route.path === MEASURED_POST;
  if (SAME_TEMPLATE_AS_A_MEASURED_PAGE.includes(route.path)) return false;
  const germanTwin = route.path === "/de" || route.path.startsWith("/de/");
  return !germanTwin || MEASURED_GERMAN_TWINS.includes(route.path);
});
