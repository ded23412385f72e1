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
 * German twins Lighthouse measures by default. A twin is built from the same page file,
 * components and scripts as its English page; only its words differ, so runs are spent
 * where words can move the figures: the pages with the most text or longest words
 * (LCP, layout shift), the one with the form island, the one with carousels.
 * The spec's own German pages (/individuals/de, /starte-lernreise) are separate files
 * and always measured.
 */
const GERMAN_TWINS_MEASURED = [
  "/de",
  "/de/platform",
  "/de/contact",
  "/de/individuals2",
  "/de/company",
];

/** Lighthouse's default routes: every English page, the spec's German pages, the twins above. */
export const lighthouseRoutes = pageRoutes.filter(
  (route) =>
    route.lang !== "de" ||
    !route.path.startsWith("/de") ||
    GERMAN_TWINS_MEASURED.includes(route.path),
);
