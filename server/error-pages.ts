import path from "node:path";
import { defaultLocale, type Locale, localeOf, locales } from "../src/locales";
import { sectionLocale } from "../src/route-table";
import { type PrerenderedPage, readPrerenderedPage } from "./prerendered";

const STATUS = { notFound: 404, serverError: 500 } as const;
type ErrorKind = keyof typeof STATUS;

/**
 * Where the build writes an error page, under the client build: the default locale's
 * (src/pages/404.astro, 500.astro) at the root, every other locale's
 * (src/pages/[...lang]/404.astro, 500.astro) as a page of its own under its prefix.
 */
function errorPageFile(kind: ErrorKind, locale: Locale): string {
  const status = STATUS[kind];
  if (locale === defaultLocale) return `${status}.html`;
  return `${localeOf(locale).prefix.slice(1)}/${status}/index.html`;
}

/**
 * The URL paths at which the build left an error page as if it were a page ("/de/404"):
 * no page is there. A visit gets the 404 page, with status 404, never one of these with 200.
 */
export const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set(
  locales
    .flatMap(({ code }) => [errorPageFile("notFound", code), errorPageFile("serverError", code)])
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => `/${path.posix.dirname(file)}`),
);

export interface ErrorPages {
  /** The 404 page for a path the server has nothing for, in the language of that path. */
  notFound(pathname: string): PrerenderedPage;
  /** The 500 page for a path the server failed on, in the language of that path. */
  serverError(pathname: string): PrerenderedPage;
}

/** Reads the prerendered error pages once, with their policies: each answer is a file read. */
export function loadErrorPages(clientDir: string): ErrorPages {
  const read = (kind: ErrorKind) => {
    const pages = Object.fromEntries(
      locales.map(({ code }) => [
        code,
        readPrerenderedPage(path.join(clientDir, errorPageFile(kind, code))),
      ]),
    ) as Record<Locale, PrerenderedPage>;
    return (pathname: string) => pages[sectionLocale(pathname)];
  };
  return { notFound: read("notFound"), serverError: read("serverError") };
}
