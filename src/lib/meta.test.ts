import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { locales } from "~/locales";
import { newsRoute, pageRoute, pageRoutes } from "~/route-table";
import { assetUrl } from "~/site.config";
import type { MetaDescriptor } from "./meta";
import { pageMeta, shareImagePath, unlistedPageMeta } from "./meta";
import { freemiumProducts, planProducts } from "./structured-data";

const team = { title: "Team", description: "Who we are." };
const individualsPlans = readCopy("individuals-plans", "en");

function content(meta: MetaDescriptor[], key: "name" | "property", value: string) {
  return meta
    .map((tag) => tag as Record<string, unknown>)
    .filter((tag) => tag[key] === value)
    .map((tag) => tag.content);
}

function structuredData(meta: MetaDescriptor[]) {
  return meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
}

describe("pageMeta", () => {
  it("puts the brand after the page title and links the canonical URL", () => {
    const meta = pageMeta(team, pageRoute("/team"));
    expect(meta).toContainEqual({ title: "Team | Kairon AI" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/team",
    });
  });

  it("leaves the brand out of a title that would be cut with it, as a long post title", () => {
    const long = {
      title: "AI literacy for 400,000+ students, and we are only getting started",
      description: "x",
    };
    expect(pageMeta(long, newsRoute("/news/x", "en"))).toContainEqual({ title: long.title });
  });

  it("gives link previews a title, description, URL and a 1200×630 image of their own", () => {
    const meta = pageMeta(team, pageRoute("/team"));
    expect(content(meta, "property", "og:title")).toEqual(["Team"]);
    expect(content(meta, "property", "og:description")).toEqual(["Who we are."]);
    expect(content(meta, "property", "og:url")).toEqual(["http://localhost:3000/team"]);
    expect(content(meta, "property", "og:image")).toEqual(["http://localhost:3000/share/team.png"]);
    expect(content(meta, "property", "og:image:width")).toEqual(["1200"]);
    expect(content(meta, "property", "og:image:height")).toEqual(["630"]);
    expect(content(meta, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(meta, "name", "twitter:image")).toEqual([
      "http://localhost:3000/share/team.png",
    ]);
  });

  it("names each share image after its page, the home page as home", () => {
    expect(shareImagePath("/")).toBe("/share/home.png");
    expect(shareImagePath("/individuals/de")).toBe("/share/individuals/de.png");
  });

  it("preloads a page's lead image at the highest priority, and nothing on other pages", () => {
    const preloads = (meta: MetaDescriptor[]) =>
      meta.filter((tag) => "tagName" in tag && tag.rel === "preload");
    const meta = pageMeta(team, pageRoute("/team"), { leadImage: "/media/journey/intro.webp" });
    expect(preloads(meta)).toEqual([
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        href: assetUrl("/media/journey/intro.webp"),
        fetchPriority: "high",
      },
    ]);
    expect(preloads(pageMeta(team, pageRoute("/team")))).toEqual([]);
  });

  it("marks pages that must not be indexed, as the route table says", () => {
    const meta = pageMeta({ title: "Soon", description: "Soon." }, pageRoute("/coming-soon"));
    expect(content(meta, "name", "robots")).toEqual(["noindex, nofollow"]);
    expect(content(pageMeta(team, pageRoute("/team")), "name", "robots")).toEqual([]);
  });

  it("links a page to its other languages, as the route table pairs them, with English as the default", () => {
    const meta = pageMeta(team, pageRoute("/individuals/de"));
    const alternates = meta.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      expect.objectContaining({ hrefLang: "en", href: "http://localhost:3000/individuals/en" }),
      expect.objectContaining({ hrefLang: "de", href: "http://localhost:3000/individuals/de" }),
      expect.objectContaining({ hrefLang: "fr", href: "http://localhost:3000/individuals/fr" }),
      expect.objectContaining({
        hrefLang: "x-default",
        href: "http://localhost:3000/individuals/en",
      }),
    ]);
    expect(content(meta, "property", "og:locale")).toEqual(["de_CH"]);
    expect(content(meta, "property", "og:locale:alternate")).toEqual(["en_CH", "fr_CH"]);
  });

  it("describes the organisation and the page in its language on every page, and products only where given", () => {
    const plain = structuredData(pageMeta(team, pageRoute("/team")));
    expect(plain).toEqual([
      expect.objectContaining({ "@type": "Organization", name: "Kairon AI" }),
      expect.objectContaining({ "@type": "WebPage", inLanguage: "en-CH" }),
    ]);
    expect(structuredData(pageMeta(team, pageRoute("/de/team")))).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", inLanguage: "de-CH" }),
    );
    const priced = structuredData(
      pageMeta(individualsPlans.meta, pageRoute("/individuals2"), {
        structuredData: planProducts(individualsPlans.plans.plans),
      }),
    );
    expect(priced.map((item) => (item as { "@type": string })["@type"])).toEqual([
      "Organization",
      "WebPage",
      "Product",
      "Product",
      "Product",
    ]);
  });

  it("marks a news post as an article, with its dates, author and tags, and announces the feed", () => {
    const meta = pageMeta(team, newsRoute("/news/talent-radar", "en"), {
      article: {
        publishedTime: "2026-09-30",
        modifiedTime: "2026-10-02",
        author: "Eleni Christou",
        tags: ["Product", "AI adoption"],
      },
      feed: { title: "News", path: "/news/rss.xml" },
    });
    expect(content(meta, "property", "og:type")).toEqual(["article"]);
    expect(content(meta, "property", "article:published_time")).toEqual(["2026-09-30"]);
    expect(content(meta, "property", "article:modified_time")).toEqual(["2026-10-02"]);
    expect(content(meta, "property", "article:tag")).toEqual(["Product", "AI adoption"]);
    expect(meta).toContainEqual(
      expect.objectContaining({
        rel: "alternate",
        type: "application/rss+xml",
        href: "http://localhost:3000/news/rss.xml",
      }),
    );
  });

  it("gives a post without a twin no language alternates, and one with a twin both", () => {
    const hreflangs = (route: Parameters<typeof pageMeta>[1]) =>
      pageMeta(team, route).filter((tag) => "hrefLang" in tag && tag.hrefLang);
    expect(hreflangs(newsRoute("/news/three-stages", "en"))).toEqual([]);
    expect(
      hreflangs(newsRoute("/de/news/talent-radar", "de", { en: "/news/talent-radar" })),
    ).toEqual([
      expect.objectContaining({ hrefLang: "en", href: "http://localhost:3000/news/talent-radar" }),
      expect.objectContaining({
        hrefLang: "de",
        href: "http://localhost:3000/de/news/talent-radar",
      }),
      expect.objectContaining({ hrefLang: "x-default" }),
    ]);
  });

  it("keeps unlisted pages (404) out of the index but still says who we are", () => {
    const meta = unlistedPageMeta({ title: "Page Not Found", description: "Gone." });
    expect(content(meta, "name", "robots")).toEqual(["noindex"]);
    expect(structuredData(meta)).toEqual([expect.objectContaining({ "@type": "Organization" })]);
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("product data", () => {
  it("prices each individual plan per month in US dollars, as the cards show", () => {
    const products = planProducts(individualsPlans.plans.plans);
    expect(products.map((product) => product.name)).toEqual([
      "Kairon AI Starter",
      "Kairon AI Professional",
      "Kairon AI Enterprise",
    ]);
    expect(products[1]?.offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        price: 79,
        priceCurrency: "USD",
        priceSpecification: expect.objectContaining({ billingDuration: "P1M" }),
      }),
    ]);
  });

  it("prices Premium at CHF 270 a year and CHF 110 a quarter, Entry at nothing", () => {
    const [entry, premium] = freemiumProducts(readCopy("individuals-landing", "de").freemium);
    expect(entry?.offers).toEqual([expect.objectContaining({ price: 0, priceCurrency: "CHF" })]);
    expect(premium?.offers).toEqual([
      expect.objectContaining({
        price: 270,
        priceCurrency: "CHF",
        priceSpecification: expect.objectContaining({ billingDuration: "P1Y" }),
      }),
      expect.objectContaining({
        price: 110,
        priceCurrency: "CHF",
        priceSpecification: expect.objectContaining({ billingDuration: "P3M" }),
      }),
    ]);
  });
});

describe("the route table", () => {
  it("lists every route of the spec once, and a German twin under /de and a French one under /fr for each page the spec gives in English only", () => {
    const paths = pageRoutes.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Spec §2: 24 pages, two English–German pairs among them; 20 more German ones;
    // and /security with its German twin (issue 40: the facts procurement asks for).
    // Issue 42: a French twin of each of those 21, and a French page for each pair.
    // /pricing (spec §1: how company pricing works, no figures) in all three.
    // A language added to the locales table adds its own pages; these are the spec's three.
    const under = (prefix: string) =>
      paths.filter((path) => path === prefix || path.startsWith(`${prefix}/`));
    const added = locales
      .filter(({ code }) => !["en", "de", "fr"].includes(code))
      .flatMap(({ prefix }) => under(prefix));
    expect(paths.length - added.length).toBe(72);
    expect(under("/de")).toHaveLength(22);
    expect(under("/fr")).toHaveLength(22);
  });
});
