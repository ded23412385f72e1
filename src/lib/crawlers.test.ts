import { describe, expect, it } from "vitest";
import { indexedPaths, pageRoutes } from "~/route-table";
import { robotsTxt, sitemapXml } from "./crawlers";

describe("the sitemap", () => {
  const xml = sitemapXml("https://example.ch", indexedPaths, "2026-11-21");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every public page once, by its absolute URL", () => {
    expect(locs).toHaveLength(pageRoutes.length - 1);
    expect(locs).toContain("https://example.ch/");
    expect(locs).toContain("https://example.ch/individuals/de");
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("leaves out Coming Soon, which is not meant to be found", () => {
    expect(locs).not.toContain("https://example.ch/coming-soon");
  });

  it("dates every entry", () => {
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(locs.length);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap", () => {
    expect(robotsTxt("https://example.ch")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.ch/sitemap.xml\n",
    );
  });
});
