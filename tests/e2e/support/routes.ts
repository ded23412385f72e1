import { type PageRoute, pageRoutes } from "../../../src/route-table";

/** Every page of src/route-table.ts, the route table the app and its prerender use. */
export const routes: readonly PageRoute[] = pageRoutes;

/** The document language a page must declare. */
export function expectedLang(route: PageRoute): "de" | "en" {
  return route.lang ?? "en";
}

/** A path no route matches: it must reach the 404 page. */
export const unknownPath = "/this-page-does-not-exist";
