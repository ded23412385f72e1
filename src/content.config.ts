import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./content/post-schema";

/** News posts: one Markdown file per post and language, src/content/posts/<en|de>/<slug>.md. */
const posts = defineCollection({
  loader: glob({ pattern: "{en,de}/*.md", base: "./src/content/posts" }),
  schema: ({ image }) => postSchema({ image }),
});

export const collections = { posts };
