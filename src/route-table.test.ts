import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeOf, locales } from "./locales";
import {
  crawlerFiles,
  everyLocale,
  localeOfParam,
  newsFiles,
  newsPaths,
  pageLocale,
  pageRoute,
  pageRoutes,
  routeAt,
  sectionLocale,
} from "./route-table";

const pagesDir = path.join(import.meta.dirname, "pages");

/**
 * Page files that are not pages of the table: error pages, and the contact page's
 * versions (for a purpose, and the form's reply), shown at the contact page's URL,
 * and the clips' captions, which are files a player fetches, not pages.
 */
const OUTSIDE_THE_TABLE = [
  "404.astro",
  "500.astro",
  "[...lang]/404.astro",
  "[...lang]/500.astro",
  "[...lang]/contact/reply.astro",
  "[...lang]/contact/[...purpose].astro",
  "captions/[lang]/[clip].vtt.ts",
];

function pageFiles(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pageFiles(full) : [path.relative(pagesDir, full)];
  });
}

describe("the route table", () => {
  it("names a page file for every route, at the path Astro serves it from", () => {
    for (const route of [...pageRoutes, ...crawlerFiles]) {
      expect(existsSync(path.join(pagesDir, route.file)), route.file).toBe(true);
      // A file under [...lang]/ serves its path in each locale, under the locale's prefix.
      const prefix = "locale" in route ? localeOf(route.locale).prefix : "";
      const served = `/${route.file.replace(/(index)?\.(astro|ts)$/, "")}`
        .replace("/[...lang]", prefix)
        .replace(/\/+/g, "/")
        .replace(/\/$/, "");
      expect(served || "/", route.file).toBe(route.path);
    }
  });

  it("holds every page file but the error pages and the contact reply", () => {
    const listed = [...pageRoutes, ...crawlerFiles].map((route) => route.file).concat(newsFiles);
    const unlisted = pageFiles().filter(
      (file) => !listed.includes(file) && !OUTSIDE_THE_TABLE.includes(file),
    );
    expect(unlisted).toEqual([]);
  });

  it("pairs a page with its counterparts in the other languages from every end", () => {
    for (const route of pageRoutes) {
      for (const [locale, path] of Object.entries(route.counterparts ?? {})) {
        const other = pageRoute(path);
        expect(pageLocale(other.path), route.path).toBe(locale);
        expect(other.counterparts?.[route.locale], route.path).toBe(route.path);
      }
    }
  });

  it("places news in its language's section, the list's page 1 at the list itself", () => {
    expect(newsPaths.post("de", "talent-radar")).toBe("/de/news/talent-radar");
    expect(newsPaths.list("en", 1)).toBe(pageRoute("/news").path);
    expect(newsPaths.list("de", 1)).toBe(pageRoute("/de/news").path);
    expect(newsPaths.list("en", 2)).toBe("/news/page/2");
    expect(sectionLocale(newsPaths.post("de", "x"))).toBe("de");
    expect(sectionLocale(newsPaths.feed("en"))).toBe("en");
    for (const file of newsFiles) {
      expect(existsSync(path.join(pagesDir, file)), file).toBe(true);
    }
  });

  it("gives the contact form's answer and the page for a purpose the contact page's route, and refuses unknown URLs", () => {
    expect(routeAt("/contact/reply").path).toBe("/contact");
    expect(routeAt("/de/contact/reply").path).toBe("/de/contact");
    expect(routeAt("/de/contact/pricing").path).toBe("/de/contact");
    expect(() => routeAt("/contact/refund")).toThrow(/route table/);
    expect(routeAt("/team").path).toBe("/team");
    expect(() => routeAt("/teams")).toThrow(/route table/);
  });

  it("answers in German where a visitor reads German: the spec's German pages and anything under /de", () => {
    expect(sectionLocale("/starte-lernreise")).toBe("de");
    expect(sectionLocale("/individuals/de")).toBe("de");
    expect(sectionLocale("/de/no-such-page")).toBe("de");
    expect(sectionLocale("/deutsch")).toBe("en");
    expect(sectionLocale("/individuals/en")).toBe("en");
  });

  it("answers in French on the French versions of the spec's pairs (issue 42)", () => {
    expect(sectionLocale("/demarrer-parcours-ia")).toBe("fr");
    expect(sectionLocale("/individuals/fr")).toBe("fr");
  });

  it("builds a page of [...lang]/ in every locale, and refuses a parameter that names none", () => {
    expect(everyLocale().map(({ params }) => localeOfParam(params.lang))).toEqual(
      locales.map(({ code }) => code),
    );
    expect(() => localeOfParam("xx")).toThrow(/"xx" is the path prefix of no locale/);
  });
});
