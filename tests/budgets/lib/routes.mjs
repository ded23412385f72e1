import { pageRoutes } from "../../../src/route-table.ts";

/**
 * The routes of src/route-table.ts, narrowed by a comma-separated filter such as
 * LH_ROUTES=/,/platform so a developer can check one page.
 */
export function selectRoutes(filter, defaults = pageRoutes) {
  const wanted = (filter ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (wanted.length === 0) return defaults;
  const unknown = wanted.filter((path) => !pageRoutes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new Error(`Not routes of src/route-table.ts: ${unknown.join(", ")}`);
  }
  return pageRoutes.filter((route) => wanted.includes(route.path));
}

/**
 * Pages Lighthouse need not measure by default, because another page it measures
 * is built from the same template, components and scripts with other words, and
 * words of the same kind cannot move its figures differently:
 * - every German twin under /de but those below: a twin is its English page's
 *   file with German copy. Measured are the twins with the most text and longest
 *   words (home, platform: LCP and layout shift), the form island (contact) and the
 *   longest German headings (individuals2).
 * - a second page of a shared template: /small-mid-sized-companies (as
 *   /large-corporates), /individuals/en (as /individuals/de), /unleash-potential (as
 *   /starte-lernreise), /privacy-policy (as /terms-of-service), and
 *   /people-centric-transformation (as /ai-adoption-gap: hero, prose, feature grid);
 * - /news and /coming-soon: a hero and a short text, the page chrome any measured
 *   page also has.
 * LH_ROUTES still measures any of them (LH_ROUTES=/privacy-policy).
 */
const MEASURED_GERMAN_TWINS = ["/de", "/de/platform", "/de/contact", "/de/individuals2"];
const SAME_TEMPLATE_AS_A_MEASURED_PAGE = [
  "/small-mid-sized-companies",
  "/individuals/en",
  "/unleash-potential",
  "/privacy-policy",
  "/people-centric-transformation",
  "/news",
  "/coming-soon",
];

/** Lighthouse's default routes: one page of each template, both languages where words can differ. */
export const lighthouseRoutes = pageRoutes.filter((route) => {
  if (SAME_TEMPLATE_AS_A_MEASURED_PAGE.includes(route.path)) return false;
  const germanTwin = route.path === "/de" || route.path.startsWith("/de/");
  return !germanTwin || MEASURED_GERMAN_TWINS.includes(route.path);
});
