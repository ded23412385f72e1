import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  crawlerFiles,
  newsFiles,
  newsPaths,
  pageLang,
  pageRoute,
  pageRoutes,
  routeAt,
  sectionLang,
} from "./route-table";

const pagesDir = path.join(import.meta.dirname, "pages");

/** Page files that are not pages of the table: error pages and the contact form's reply. */
const OUTSIDE_THE_TABLE = [
  "404.astro",
  "500.astro",
  "de/404.astro",
  "de/500.astro",
  "[...lang]/contact/reply.astro",
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
      // A file under [...lang]/ serves its path in English and under /de in German.
      const lang = "lang" in route && route.lang === "de" ? "de" : "";
      const served = `/${route.file.replace(/(index)?\.(astro|ts)$/, "")}`
        .replace("[...lang]", lang)
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

  it("pairs a page with its counterpart in the other language from both ends", () => {
    for (const route of pageRoutes) {
      if (!route.counterpart) continue;
      const other = pageRoute(route.counterpart);
      expect(other.counterpart, route.path).toBe(route.path);
      expect(pageLang(other.path), route.path).not.toBe(pageLang(route.path));
    }
  });

  it("places news in its language's section, the list's page 1 at the list itself", () => {
    expect(newsPaths.post("de", "talent-radar")).toBe("/de/news/talent-radar");
    expect(newsPaths.list("en", 1)).toBe(pageRoute("/news").path);
    expect(newsPaths.list("de", 1)).toBe(pageRoute("/de/news").path);
    expect(newsPaths.list("en", 2)).toBe("/news/page/2");
    expect(sectionLang(newsPaths.post("de", "x"))).toBe("de");
    expect(sectionLang(newsPaths.feed("en"))).toBe("en");
    for (const file of newsFiles) {
      expect(existsSync(path.join(pagesDir, file)), file).toBe(true);
    }
  });

  it("gives the contact form's answer the contact page's route, and refuses unknown URLs", () => {
    expect(routeAt("/contact/reply").path).toBe("/contact");
    expect(routeAt("/de/contact/reply").path).toBe("/de/contact");
    expect(routeAt("/team").path).toBe("/team");
    expect(() => routeAt("/teams")).toThrow(/route table/);
  });

  it("answers in German where a visitor reads German: the spec's German pages and anything under /de", () => {
    expect(sectionLang("/starte-lernreise")).toBe("de");
    expect(sectionLang("/individuals/de")).toBe("de");
    expect(sectionLang("/de/no-such-page")).toBe("de");
    expect(sectionLang("/deutsch")).toBe("en");
    expect(sectionLang("/individuals/en")).toBe("en");
  });
});
