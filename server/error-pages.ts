import path from "node:path";
import { type PageLang, sectionLang } from "../src/route-table";
import { type PrerenderedPage, readPrerenderedPage } from "./prerendered";

type ErrorKind = "notFound" | "serverError";

/**
 * Where the build writes each error page, under the client build: src/pages/404.astro
 * and 500.astro at the root, src/pages/de/404.astro and 500.astro as pages of their own.
 */
const ERROR_PAGE_FILES: Readonly<Record<ErrorKind, Readonly<Record<PageLang, string>>>> = {
  notFound: { en: "404.html", de: "de/404/index.html" },
  serverError: { en: "500.html", de: "de/500/index.html" },
};

/**
 * The URL paths at which the build left an error page as if it were a page ("/de/404"):
 * no page is there. A visit gets the 404 page, with status 404, never one of these with 200.
 */
export const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(ERROR_PAGE_FILES)
    .flatMap((files) => Object.values(files))
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
    const files = ERROR_PAGE_FILES[kind];
    const pages = {
      en: readPrerenderedPage(path.join(clientDir, files.en)),
      de: readPrerenderedPage(path.join(clientDir, files.de)),
    };
    return (pathname: string) => pages[sectionLang(pathname)];
  };
  return { notFound: read("notFound"), serverError: read("serverError") };
}
