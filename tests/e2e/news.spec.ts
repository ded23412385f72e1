import { readCopy } from "../../src/content/read-copy";
import { type Locale, localeOf, locales, otherLocales } from "../../src/locales";
import { newsPaths } from "../../src/route-table";
import { site } from "../../src/site.config";
import { postFiles, postPath, publishedPosts, twinsOf } from "../shared/news-pages";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";

/**
 * An accessible name holding `text`, as Playwright compares names: with any run of
 * white space, the no-break spaces of French numbers too, as one space.
 */
const containing = (text: string) =>
  new RegExp(text.replace(/\s+/g, " ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const LANGS: readonly Locale[] = locales.map(({ code }) => code);

/** A language's published posts as the list must show them: newest first, then by file name. */
const expectedOrder = (lang: Locale) =>
  publishedPosts
    .filter((post) => post.lang === lang)
    .toSorted((a, b) => b.pubDate.localeCompare(a.pubDate) || a.slug.localeCompare(b.slug));

const drafts = postFiles.filter((post) => post.draft);
const withoutTwin = publishedPosts.filter((post) => twinsOf(post).length === 0);

test("the launch content holds posts in every language, twins, single-language posts and a draft", () => {
  // Three at least: a post with a neighbour on each side.
  for (const lang of LANGS) expect(expectedOrder(lang).length, lang).toBeGreaterThanOrEqual(3);
  expect(publishedPosts.filter((post) => twinsOf(post).length > 0).length).toBeGreaterThan(0);
  expect(withoutTwin.length).toBeGreaterThan(0);
  expect(drafts.length).toBeGreaterThan(0);
});

for (const lang of LANGS) {
  const list = newsPaths.list(lang);
  const copy = readCopy("news", lang);

  test.describe(`${list}`, () => {
    test("lists the published posts newest first, each named by its title, which leads to it", async ({
      page,
    }) => {
      await openPage(page, list);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const posts = page.getByRole("region", { name: copy.list.title }).getByRole("article");
      const expected = expectedOrder(lang);
      await expect(posts).toHaveCount(expected.length);
      for (const [index, post] of expected.entries()) {
        // A screen reader's list of articles tells the posts apart by their titles.
        await expect(posts.nth(index)).toHaveAccessibleName(post.title);
        const link = posts.nth(index).getByRole("link", { name: post.title, exact: true });
        await expect(link).toHaveAttribute("href", postPath(post));
        await expect(posts.nth(index).locator("time")).toHaveAttribute("datetime", post.pubDate);
      }
      await expect(page.getByText(copy.list.empty.title)).toHaveCount(0);
      // Every post fits on the first page: no page links to follow.
      await expect(page.getByRole("navigation", { name: copy.list.pagination.label })).toHaveCount(
        0,
      );
    });

    test("opens a post from the list by its title", async ({ page }) => {
      await openPage(page, list);
      const newest = expectedOrder(lang)[0];
      if (!newest) throw new Error("no post");
      await page.getByRole("link", { name: newest.title, exact: true }).click();
      await expect(page).toHaveURL(postPath(newest));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    });

    test("announces its feed to feed readers", async ({ page }) => {
      await openPage(page, list);
      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(feed).toHaveAttribute("href", `${site.url}${newsPaths.feed(lang)}`);
      await expect(feed).toHaveAttribute("title", copy.feed.title);
    });
  });

  test.describe(`a post in ${localeOf(lang).name}`, () => {
    const posts = expectedOrder(lang);
    const middle = posts[1];
    if (!middle) throw new Error("fewer than two posts");

    test("shows its title, author and date, the way back, its neighbours and a way to sales", async ({
      page,
    }) => {
      await openPage(page, postPath(middle));
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(middle.title);
      await expect(article.locator(`time[datetime="${middle.pubDate}"]`).first()).toBeVisible();
      await expect(article.getByText(copy.post.byline, { exact: false }).first()).toBeVisible();
      await expect(article.getByRole("link", { name: copy.post.back })).toHaveAttribute(
        "href",
        list,
      );
      await expect(article.getByRole("img").first()).toBeVisible();

      const neighbours = page.getByRole("navigation", { name: copy.post.neighbours.label });
      await expect(
        neighbours.getByRole("link", { name: containing(posts[0]?.title ?? "") }),
      ).toHaveAttribute("href", postPath(posts[0] ?? middle));
      await expect(
        neighbours.getByRole("link", { name: containing(posts[2]?.title ?? "") }),
      ).toHaveAttribute("href", postPath(posts[2] ?? middle));

      const sales = page.getByRole("link", {
        name: copy.postCallToAction.action.label,
        exact: true,
      });
      await expect(sales).toHaveAttribute("href", copy.postCallToAction.action.href);
      await sales.scrollIntoViewIfNeeded();
      await expectShown(sales);
    });

    test("tells search engines it is an article, with its dates, author, picture and language", async ({
      request,
    }) => {
      const html = await (await request.get(postPath(middle))).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
      );
      const article = data.find((item) => item["@type"] === "BlogPosting");
      expect(article).toMatchObject({
        headline: middle.title,
        datePublished: middle.pubDate,
        inLanguage: localeOf(lang).regionalTag,
        url: `${site.url}${postPath(middle)}`,
        author: { "@type": "Person" },
      });
      expect(String(article?.image)).toMatch(/^https?:\/\/.+\.(png|webp|avif|jpe?g)$/);
      expect(html).toContain('<meta property="og:type" content="article"');
      expect(html).toContain(`<meta property="article:published_time" content="${middle.pubDate}"`);
    });
  });
}

test.describe("the language switch on a post", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const post of publishedPosts) {
    for (const twin of twinsOf(post)) {
      test(`${postPath(post)} leads to its twin ${postPath(twin)}, and names it for search engines`, async ({
        page,
        request,
      }) => {
        await openPage(page, postPath(post));
        const { name } = localeOf(twin.lang);
        const toTwin = page.getByRole("banner").getByRole("link", { name, exact: true });
        await expectShown(toTwin);
        await toTwin.click();
        await expect(page).toHaveURL(postPath(twin));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.title);

        const html = await (await request.get(postPath(post))).text();
        expect(html).toContain(`hreflang="${twin.lang}"`);
        expect(html).toContain(`href="${site.url}${postPath(twin)}"`);
      });
    }
  }

  for (const post of withoutTwin) {
    for (const { code, name } of otherLocales(post.lang)) {
      const otherList = newsPaths.list(code);
      test(`${postPath(post)}, written in one language only, leads to ${otherList}`, async ({
        page,
        request,
      }) => {
        await openPage(page, postPath(post));
        const toList = page.getByRole("banner").getByRole("link", { name, exact: true });
        await expect(toList).toHaveAttribute("href", otherList);
        await toList.click();
        await expect(page).toHaveURL(otherList);
        const html = await (await request.get(postPath(post))).text();
        expect(html, "no hreflang for a page without a twin").not.toContain("hreflang=");
      });
    }
  }
});

test.describe("drafts", () => {
  for (const draft of drafts) {
    test(`${postPath(draft)} is not published: no page, no list entry, no feed item`, async ({
      request,
    }) => {
      expect((await request.get(postPath(draft))).status()).toBe(404);
      const list = await (await request.get(newsPaths.list(draft.lang))).text();
      expect(list).not.toContain(postPath(draft));
      const feed = await (await request.get(newsPaths.feed(draft.lang))).text();
      expect(feed).not.toContain(postPath(draft));
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain(postPath(draft));
    });
  }
});

/** What a feed reader reads of a feed, parsed by the browser's XML parser (not matched as text). */
interface ParsedFeed {
  /** The parser's error, when the document is not well-formed XML. */
  error?: string;
  root: string;
  version: string | null;
  channel: Record<"title" | "link" | "description", string>;
  self: { href: string | null; rel: string | null };
  items: {
    title: string;
    link: string;
    guid: string;
    pubDate: string;
    paragraphs: number;
    /** Every link and source of the post's full text. */
    targets: string[];
  }[];
}

function readFeed(xml: string): ParsedFeed {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  const child = (parent: Element | undefined, name: string) =>
    [...(parent?.children ?? [])].find((element) => element.nodeName === name)?.textContent ?? "";
  const channel = doc.documentElement.getElementsByTagName("channel")[0];
  const self = channel?.getElementsByTagName("atom:link")[0];
  return {
    ...(error ? { error: error.textContent ?? "parser error" } : {}),
    root: doc.documentElement.nodeName,
    version: doc.documentElement.getAttribute("version"),
    channel: {
      title: child(channel, "title"),
      link: child(channel, "link"),
      description: child(channel, "description"),
    },
    self: { href: self?.getAttribute("href") ?? null, rel: self?.getAttribute("rel") ?? null },
    items: [...(channel?.getElementsByTagName("item") ?? [])].map((item) => {
      const body = new DOMParser().parseFromString(child(item, "content:encoded"), "text/html");
      return {
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        paragraphs: body.querySelectorAll("p").length,
        targets: [...body.querySelectorAll("a[href], img[src]")].map(
          (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
        ),
      };
    }),
  };
}

const RSS_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

for (const lang of LANGS) {
  const feedPath = newsPaths.feed(lang);
  test(`${feedPath} is RSS 2.0 with every published post in full, every link absolute`, async ({
    page,
    request,
  }) => {
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feed = await page.evaluate(readFeed, await response.text());
    expect(feed.error).toBeUndefined();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    // RSS 2.0's required channel elements, and the feed's own address.
    expect(feed.channel).toEqual({
      title: readCopy("news", lang).feed.title,
      link: `${site.url}${newsPaths.list(lang)}`,
      description: readCopy("news", lang).feed.description,
    });
    expect(feed.self).toEqual({ href: `${site.url}${feedPath}`, rel: "self" });

    const expected = expectedOrder(lang);
    expect(feed.items.map((item) => item.title)).toEqual(expected.map((post) => post.title));
    for (const [index, item] of feed.items.entries()) {
      const post = expected[index];
      if (!post) throw new Error("more items than posts");
      const url = `${site.url}${postPath(post)}`;
      expect(item.link).toBe(url);
      expect(item.guid).toBe(url);
      expect(item.pubDate).toMatch(RSS_DATE);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.pubDate);
      expect(item.paragraphs, "the full post, not a summary").toBeGreaterThan(2);
      expect(item.targets.length, `${post.slug} links somewhere`).toBeGreaterThan(0);
      for (const target of item.targets) expect(target, post.slug).toMatch(/^(https?:|mailto:|#)/);
    }
  });
}

test("the sitemap dates each post by its last change", async ({ page, request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const lastmodOf = new Map(
    await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return [...doc.getElementsByTagName("url")].map((url) => [
        url.getElementsByTagName("loc")[0]?.textContent,
        url.getElementsByTagName("lastmod")[0]?.textContent,
      ]);
    }, xml),
  );
  for (const post of publishedPosts) {
    expect(lastmodOf.get(`${site.url}${postPath(post)}`), post.slug).toBe(
      post.updatedDate ?? post.pubDate,
    );
  }
});
