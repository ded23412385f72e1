/**
 * What a news post's front matter must hold (src/content/posts/<lang>/<slug>.md).
 * Astro checks every post against it at build and stops with the file and the
 * field when one does not fit; README "Publishing news" explains each field.
 */
import type { SchemaContext } from "astro/content/config";
import { z } from "astro/zod";
import { MAX_TITLE_LENGTH } from "~/lib/copy-schema";

/** The tags a post may carry; their names in each language are news.yaml's `tags`. */
export const postTags = ["company", "product", "ai-adoption", "philanthropy", "learning"] as const;

export type PostTag = (typeof postTags)[number];

/**
 * The smallest cover a post may have: the article shows it up to 1200 px wide, and
 * sharper on a dense screen. The editor refuses a smaller upload; copy-check any other.
 */
export const COVER_MIN_WIDTH = 1600;
export const COVER_MIN_HEIGHT = 900;

/**
 * The schema; `image` is Astro's image() of the collection's schema context, so the
 * cover goes through the image pipeline (AVIF and WebP, sizes, width and height).
 * `authors` are the ids of who may sign a post: the people of team-members.yaml.
 */
export function postSchema({ image }: SchemaContext, authors: readonly string[]) {
  return z.object({
    /** Also the browser tab's and search results' title, which cut it after 70 characters. */
    title: z.string().min(1).max(MAX_TITLE_LENGTH),
    /** For the list, search results, link previews and feeds. */
    description: z.string().min(50).max(200),
    pubDate: z.coerce.date().meta({ title: "Published on" }),
    updatedDate: z.coerce
      .date()
      .optional()
      .meta({ title: "Updated on", description: "Only when the post changed in substance" }),
    /** The id of a person in team-members.yaml: "lena-brunner". */
    author: z.enum(authors),
    tags: z.array(z.enum(postTags)).min(1).max(3).meta({ description: "One to three" }),
    /**
     * A picture in src/content/posts/covers/: "../covers/launch.png" (PNG, JPEG or WebP),
     * at least COVER_MIN_WIDTH × COVER_MIN_HEIGHT (scripts/copy-check.ts measures it).
     */
    cover: image(),
    coverAlt: z.string().min(1).meta({
      title: "Cover's alt text",
      description: "What the cover shows, for people who cannot see it",
    }),
    coverCaption: z.string().optional().meta({ description: "A line shown under the cover" }),
    /**
     * The file name (without .md) of the same post in any other language, if it has
     * one; posts linked by twin are one post in several languages (src/lib/news.ts twinsOf).
     */
    twin: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .optional(),
    /** Built by `npm run dev` only, never published. */
    draft: z
      .boolean()
      .default(false)
      .meta({ description: "A draft shows on npm run dev only, never on the site" }),
    /** Launch content written by the site's builders, to be replaced or kept by the owner. */
    sample: z.boolean().default(false).meta({
      description: "Written by the site's builders as an example, to keep, rewrite or delete",
    }),
  });
}
