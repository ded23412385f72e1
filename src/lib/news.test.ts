import { describe, expect, it } from "vitest";
import { neighbours, newestFirst, type PostKey, paginate, twinsOf, withAbsoluteUrls } from "./news";

const post = (locale: PostKey["locale"], slug: string, day: string, twin?: string): PostKey => ({
  locale,
  slug,
  pubDate: new Date(`${day}T00:00:00Z`),
  ...(twin ? { twin } : {}),
});

describe("the news list", () => {
  it("puts the newest post first, and posts of one day in a fixed order", () => {
    const posts = [
      post("en", "spring", "2026-03-14"),
      post("en", "radar-b", "2026-11-02"),
      post("en", "cyprus", "2025-12-01"),
      post("en", "radar-a", "2026-11-02"),
    ];
    expect(newestFirst(posts).map((p) => p.slug)).toEqual([
      "radar-a",
      "radar-b",
      "spring",
      "cyprus",
    ]);
  });

  it("shows 12 posts a page: 25 posts make pages of 12, 12 and 1", () => {
    const pages = paginate(Array.from({ length: 25 }, (_, i) => i));
    expect(pages.map((page) => page.posts.length)).toEqual([12, 12, 1]);
    expect(pages.map((page) => [page.page, page.pageCount])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pages[1]?.posts[0]).toBe(12);
  });

  it("keeps a single page, empty or full, for 0 and 12 posts", () => {
    expect(paginate([])).toEqual([{ page: 1, pageCount: 1, posts: [] }]);
    expect(paginate(Array.from({ length: 12 }, (_, i) => i))).toHaveLength(1);
  });

  it("names the newer and the older post beside one, none past either end", () => {
    const list = ["newest", "middle", "oldest"];
    expect(neighbours(list, 0)).toEqual({ newer: undefined, older: "middle" });
    expect(neighbours(list, 1)).toEqual({ newer: "newest", older: "oldest" });
    expect(neighbours(list, 2)).toEqual({ newer: "middle", older: undefined });
  });
});

describe("twins", () => {
  it("pairs a post with its twin in the other language", () => {
    const en = post("en", "talent-radar", "2026-09-30", "talent-radar-de");
    const de = post("de", "talent-radar-de", "2026-09-30", "talent-radar");
    const alone = post("en", "three-stages", "2026-09-09");
    const twins = twinsOf([en, de, alone]);
    expect(twins.get(en)).toEqual([de]);
    expect(twins.get(de)).toEqual([en]);
    expect(twins.has(alone)).toBe(false);
  });

  it("makes one group of three languages when French names English, which names German and back", () => {
    const fr = post("fr", "150000-apprenants", "2026-11-12", "150000-learners");
    const en = post("en", "150000-learners", "2026-11-12", "150000-lernende");
    const de = post("de", "150000-lernende", "2026-11-12", "150000-learners");
    const twins = twinsOf([fr, en, de]);
    expect(twins.get(fr)).toEqual([en, de]);
    expect(twins.get(en)).toEqual([de, fr]);
    expect(twins.get(de)).toEqual([en, fr]);
  });

  it("needs no name back: a twin named from one end links both", () => {
    const fr = post("fr", "radar-fr", "2026-09-30", "radar");
    const en = post("en", "radar", "2026-09-30");
    const twins = twinsOf([en, fr]);
    expect(twins.get(en)).toEqual([fr]);
    expect(twins.get(fr)).toEqual([en]);
  });

  it("stops the build, naming the file, when a twin is no post in another language", () => {
    const en = post("en", "radar", "2026-09-30");
    expect(() => twinsOf([en, post("fr", "radar-fr", "2026-09-30", "radr")])).toThrow(
      'src/content/posts/fr/radar-fr.md: twin "radr" is not a post in src/content/posts/en/ or src/content/posts/de/',
    );
    // A post of its own language is not a twin.
    expect(() =>
      twinsOf([post("en", "radar", "2026-09-30", "spring"), post("en", "spring", "2026-03-14")]),
    ).toThrow('src/content/posts/en/radar.md: twin "spring" is not a post in');
  });

  it("stops the build when a group holds two posts of one language", () => {
    const en = post("en", "radar", "2026-09-30", "radar-de");
    const de = post("de", "radar-de", "2026-09-30", "radar");
    const other = post("de", "radar-neu", "2026-10-01", "radar");
    expect(() => twinsOf([en, de, other])).toThrow(
      /src\/content\/posts\/de\/radar-de\.md: its twins link it to src\/content\/posts\/de\/radar-neu\.md, another post in its language/,
    );
  });
});

describe("a post in a feed", () => {
  it("makes the site's own links and sources absolute, and leaves the others", () => {
    const html =
      '<a href="/platform">platform</a> <img src="/media/x.png"> <a href="https://example.org/">x</a> <a href="//cdn.example/">y</a> <a href="#top">z</a>';
    expect(withAbsoluteUrls(html, "https://kairon.ch")).toBe(
      '<a href="https://kairon.ch/platform">platform</a> <img src="https://kairon.ch/media/x.png"> <a href="https://example.org/">x</a> <a href="//cdn.example/">y</a> <a href="#top">z</a>',
    );
  });
});
