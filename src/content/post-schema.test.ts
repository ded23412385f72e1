import type { SchemaContext } from "astro/content/config";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { defaultLocale } from "~/locales";
import { postSchema } from "./post-schema";
import { readShared } from "./read-copy";

const authors = readShared("team-members", defaultLocale).map((member) => member.id);
// Astro's image() checks that the file exists; here a cover is any path.
const schema = postSchema(
  { image: (() => z.string()) as unknown as SchemaContext["image"] },
  authors,
);

const valid = {
  title: "Talent Radar: find the AI frontrunners already in your workforce",
  description:
    "Talent Radar shows who in your company already gets the most out of AI, so they can carry it to their teams.",
  pubDate: "2026-09-30",
  author: "eleni-christou",
  tags: ["product", "ai-adoption"],
  cover: "../covers/talent-radar.png",
  coverAlt: "A radar sweep with a few highlighted dots",
};

/** The fields a failing front matter is refused for, as Astro names them in the build's error. */
function refusedFields(frontMatter: Record<string, unknown>): string[] {
  const result = schema.safeParse(frontMatter);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("a news post's front matter", () => {
  it("accepts a complete post, publishing it unless it is a draft", () => {
    const result = schema.parse(valid);
    expect(result.draft).toBe(false);
    expect(result.sample).toBe(false);
    expect(result.pubDate).toEqual(new Date("2026-09-30"));
  });

  it("is refused without a title, naming the field", () => {
    const { title: _, ...untitled } = valid;
    expect(refusedFields(untitled)).toEqual(["title"]);
  });

  it("is refused for a title longer than a search result shows", () => {
    expect(refusedFields({ ...valid, title: "A".repeat(71) })).toEqual(["title"]);
  });

  it("is refused for a tag outside the fixed list, naming which one", () => {
    expect(refusedFields({ ...valid, tags: ["product", "rumours"] })).toEqual(["tags.1"]);
  });

  it("is refused for an author who is not in team-members.yaml", () => {
    expect(refusedFields({ ...valid, author: "jane-doe" })).toEqual(["author"]);
  });

  it("is refused for a date that is not one, and for a missing cover and its text", () => {
    expect(refusedFields({ ...valid, pubDate: "soon" })).toEqual(["pubDate"]);
    const { cover: _, coverAlt: __, ...bare } = valid;
    expect(refusedFields(bare).toSorted()).toEqual(["cover", "coverAlt"]);
  });

  it("is refused for a twin that is not a file name", () => {
    expect(refusedFields({ ...valid, twin: "Talent Radar.md" })).toEqual(["twin"]);
  });
});
