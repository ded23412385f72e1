import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./content/post-schema";
import { locales } from "./locales";

const folders = locales.map(({ code }) => code);

/** News posts: one Markdown file per post and locale, src/content/posts/<locale code>/<slug>.md. */
const posts = defineCollection({
  // A brace list of one would be read as a folder named "{en}".
  loader: glob({
    pattern: `${folders.length > 1 ? `{${folders.join(",")}}` : folders[0]}/*.md`,
    base: "./src/content/posts",
  }),
  schema: ({ image }) => postSchema({ image }),
});

export const collections = { posts };
