import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { indexedPages, pageRoutes } from "~/route-table";
import { robotsTxt, sitemapXml } from "./crawlers";

describe("the sitemap", () => {
  const xml = sitemapXml("https://example.ch", indexedPages, "2026-11-21");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every public page once, by its absolute URL", () => {
    // Coming Soon is left out, in every language.
    const comingSoon = pageRoutes.filter((route) => route.path.endsWith("/coming-soon"));
    expect(comingSoon.length).toBe(locales.length);
    expect(locs).toHaveLength(pageRoutes.length - comingSoon.length);
    expect(locs).toContain("https://example.ch/");
    expect(locs).toContain("https://example.ch/individuals/de");
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("leaves out Coming Soon, which is not meant to be found", () => {
    expect(locs).not.toContain("https://example.ch/coming-soon");
    expect(locs).not.toContain("https://example.ch/de/coming-soon");
    expect(locs).not.toContain("https://example.ch/fr/coming-soon");
  });

  it("names each page's language versions, x-default on the English one", () => {
    const entry = xml.match(
      /<url>\s*<loc>https:\/\/example\.ch\/de\/team<\/loc>[\s\S]*?<\/url>/,
    )?.[0];
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.ch/de/team"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.ch/team"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.ch/team"/>',
    );
  });

  it("dates every entry", () => {
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(locs.length);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap", () => {
    expect(robotsTxt("https://example.ch")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.ch/sitemap.xml\n",
    );
  });
});
