import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { defaultLocale, localeOf, locales } from "../../src/locales";
import { site } from "../../src/site.config";
import { expect, test } from "./support/fixtures";
import { startProductionServer } from "./support/production-server";
import { routes } from "./support/routes";

/** A news post's page, in any language: /news/<slug>, /de/news/<slug>, … (not the feed). */
const isNewsPost = (path: string) =>
  locales.some(({ prefix }) => new RegExp(`^${prefix}/news/[^/]+$`).test(path)) &&
  !path.endsWith(".xml");

/** What a crawler reads in a page's head, and the structured data anywhere in it (the end of its body). */
interface Head {
  canonical?: string;
  robots?: string;
  meta: (key: string) => string | undefined;
  alternates: Record<string, string>;
  structuredData: Array<Record<string, unknown>>;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
}

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = (name: string) => head.match(new RegExp(`<${name}\\s[^>]*>`, "gi")) ?? [];
  const metas = tags("meta");
  const links = tags("link");
  const meta = (key: string) =>
    metas
      .filter((tag) => attribute(tag, "property") === key || attribute(tag, "name") === key)
      .map((tag) => attribute(tag, "content"))[0];
  const alternates = Object.fromEntries(
    links
      .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
      .map((tag) => [attribute(tag, "hreflang") ?? "", attribute(tag, "href") ?? ""]),
  );
  const structuredData = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>);
  return {
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href"))[0],
    robots: meta("robots"),
    meta,
    alternates,
    structuredData,
  };
}

const typeOf = (item: Record<string, unknown>) => item["@type"];

test.describe("search and sharing", () => {
  for (const route of routes) {
    test(`${route.path}: canonical URL, link preview and who we are`, async ({ request }) => {
      const head = await readHead(request, route.path);
      const url = `${site.url}${route.path}`;
      expect(head.canonical).toBe(url);
      expect(head.meta("og:url")).toBe(url);
      expect(head.meta("og:type")).toBe(isNewsPost(route.path) ? "article" : "website");
      expect(head.meta("og:site_name")).toBe(site.name);
      expect(head.meta("og:title")).toBeTruthy();
      expect(head.meta("og:description")).toBe(head.meta("description"));
      expect(head.meta("og:image")).toMatch(new RegExp(`^${site.url}/share/.+\\.png$`));
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      expect(head.meta("twitter:image")).toBe(head.meta("og:image"));
      const { regionalTag } = localeOf(route.locale);
      expect(head.meta("og:locale")).toBe(regionalTag.replace("-", "_"));

      const organisation = head.structuredData.find((item) => typeOf(item) === "Organization");
      expect(organisation).toMatchObject({
        "@context": "https://schema.org",
        name: site.name,
        url: `${site.url}/`,
      });
      expect(head.robots).toBe(route.indexed === false ? "noindex, nofollow" : undefined);

      // Every language version names every other, the default locale's is the default
      // for everyone else; a post written in one language only names no other.
      const versions = locales.flatMap(({ code, lang }) => {
        const version =
          code === route.locale ? route.path : route.counterparts?.[code as typeof route.locale];
        return version ? [[lang, `${site.url}${version}`] as const] : [];
      });
      const defaultVersion = versions.find(([lang]) => lang === localeOf(defaultLocale).lang);
      expect(head.alternates).toEqual(
        versions.length > 1 && defaultVersion
          ? { ...Object.fromEntries(versions), "x-default": defaultVersion[1] }
          : {},
      );
      const webPage = head.structuredData.find((item) => typeOf(item) === "WebPage");
      expect(webPage).toMatchObject({ url, inLanguage: regionalTag });
    });
  }

  test("/individuals2 describes each plan as a product with its monthly price", async ({
    request,
  }) => {
    const products = (await readHead(request, "/individuals2")).structuredData.filter(
      (item) => typeOf(item) === "Product",
    );
    const prices = products.map((product) => {
      const [offer] = product.offers as Array<Record<string, unknown>>;
      return `${product.name}: ${offer?.price} ${offer?.priceCurrency}`;
    });
    expect(prices).toEqual([
      `${site.name} Starter: 29 USD`,
      `${site.name} Professional: 79 USD`,
      `${site.name} Enterprise: 149 USD`,
    ]);
  });

  for (const path of [
    "/individuals/de",
    "/individuals/en",
    "/individuals/fr",
    "/unleash-potential",
    "/starte-lernreise",
    "/demarrer-parcours-ia",
  ]) {
    test(`${path} offers Premium at CHF 270 a year or CHF 110 a quarter`, async ({ request }) => {
      const premium = (await readHead(request, path)).structuredData.find(
        (item) => item.name === `${site.name} Premium`,
      );
      const offers = (premium?.offers ?? []) as Array<Record<string, unknown>>;
      expect(offers.map((offer) => `${offer.price} ${offer.priceCurrency}`)).toEqual([
        "270 CHF",
        "110 CHF",
      ]);
    });
  }
});

test.describe("files for crawlers", () => {
  test("the sitemap lists every public page with its last change, and nothing else", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const entries = [
      ...xml.matchAll(
        /<url>\s*<loc>([^<]+)<\/loc>(?:\s*<xhtml:link [^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/g,
      ),
    ];
    const public_ = routes.filter((route) => route.indexed !== false);
    expect(entries.map((entry) => entry[1]).sort()).toEqual(
      public_.map((route) => `${site.url}${route.path}`).sort(),
    );
    for (const [, , lastmod] of entries) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(xml).not.toContain("/coming-soon");
  });

  test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(response.headers()["x-robots-tag"]).toBeUndefined();
  });
});

test.describe("a staging deployment (ALLOW_INDEXING=false)", () => {
  test("keeps every page, file and asset out of search engines", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "staging-"));
    const server = await startProductionServer(dataDir, { ALLOW_INDEXING: "false" });
    try {
      const robots = await fetch(`${server.url}/robots.txt`);
      expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
      for (const path of ["/", "/individuals/de", "/sitemap.xml", "/favicon.svg", "/nope"]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
