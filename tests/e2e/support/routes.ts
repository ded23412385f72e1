import { defaultLocale, localeOf } from "../../../src/locales";
import { pageRoutes, type RoutedPage } from "../../../src/route-table";
import { newsPages } from "../../shared/news-pages";

/**
 * Every page of src/route-table.ts, the route table the app and its prerender use,
 * and every published news post's page.
 */
export const routes: readonly RoutedPage[] = [...pageRoutes, ...newsPages];

/** The document language a page must declare. */
export function expectedLang(route: RoutedPage): string {
  return localeOf(route.locale).lang;
}

/** A path no route matches: it must reach the 404 page. */
export const unknownPath = "/this-page-does-not-exist";

/**
 * Whether a page of the default language has a translation: then the translations
 * carry its markup with longer words (German and French are the long languages),
 * and an expensive check that only words can move (layout at four widths, axe at the
 * phone's width) is spent on them, not on it (issue 42).
 */
export function hasTranslation(route: RoutedPage): boolean {
  return (
    route.locale === defaultLocale &&
    Object.keys(route.counterparts ?? {}).some((locale) => locale !== defaultLocale)
  );
}

/**
 * Whether a page is in the default language or has no twin in it: the pages where a
 * check that a language cannot change (scripts, desktop markup) is run once.
 */
export function inDefaultLanguageOrAlone(route: RoutedPage): boolean {
  return route.locale === defaultLocale || route.counterparts?.[defaultLocale] === undefined;
}
