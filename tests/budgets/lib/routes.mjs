import { defaultLocale, localePath, locales } from "../../../src/locales.ts";
import { pageRoutes } from "../../../src/route-table.ts";
import { inDefaultLanguageOrAlone } from "../../e2e/support/routes.ts";
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
 * - every translation under a language's prefix (/de, /fr) but those below: a
 *   translation is its English page's file with other copy. Measured in each language
 *   are the page with the most text above the fold (home: LCP and layout shift), the
 *   form's script and its words (contact) and the longest headings (individuals2).
 *   The platform page's largest paint is its product picture, the same in every
 *   language (issue 42 left it to English). German and French are the long
 *   languages: one more language adds three pages here, not a whole site.
 * - a second page of a shared template: /small-mid-sized-companies (as
 *   /large-corporates), /individuals/en and /individuals/fr (as /individuals/de),
 *   /unleash-potential and /demarrer-parcours-ia (as /starte-lernreise),
 *   /privacy-policy (as /terms-of-service), and /people-centric-transformation (as
 *   /ai-adoption-gap: hero, prose, feature grid);
 * - /coming-soon: a hero and a short text, the page chrome any measured page also has;
 * - every news post but the newest English one: one template, one picture each, and
 *   the German list (the English list is measured: covers and the lead picture).
 * LH_ROUTES still measures any of them (LH_ROUTES=/privacy-policy).
 */
const MEASURED_IN_EVERY_LANGUAGE = ["/", "/contact", "/individuals2"];
const translationPrefixes = locales
  .filter((locale) => locale.code !== defaultLocale)
  .map((locale) => locale.prefix);
const measuredTranslations = locales.flatMap((locale) =>
  locale.code === defaultLocale
    ? []
    : MEASURED_IN_EVERY_LANGUAGE.map((path) => localePath(path, locale.code)),
);
const SAME_TEMPLATE_AS_A_MEASURED_PAGE = [
  "/small-mid-sized-companies",
  "/individuals/en",
  "/individuals/fr",
  "/unleash-potential",
  "/demarrer-parcours-ia",
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

/** Lighthouse's default routes: one page of each template, every language where words can differ. */
export const lighthouseRoutes = allRoutes.filter((route) => {
  if (newsPages.includes(route)) return route.path === MEASURED_POST;
  if (SAME_TEMPLATE_AS_A_MEASURED_PAGE.includes(route.path)) return false;
  const translation = translationPrefixes.some(
    (prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`),
  );
  return !translation || measuredTranslations.includes(route.path);
});

/**
 * The pages whose JavaScript can differ, for the JS budget: every page in the default
 * language and every page with no twin in it. A translation loads its twin's scripts;
 * its longer words push more of the page below the first screen, so it loads as much
 * script before a scroll as its twin or less. Only the words a script carries differ,
 * and they matter where the budget is tight: the contact page, whose form script
 * (9.6 of 10 KB) is measured in every language.
 */
export const scriptRoutes = allRoutes.filter(
  (route) => inDefaultLanguageOrAlone(route) || route.path === localePath("/contact", route.locale),
);
