import { localeOf } from "../../../src/locales";
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
