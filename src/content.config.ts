import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { type PageName, pageSchemas } from "./content/page-schemas";
import { postSchema } from "./content/post-schema";

/** News posts: one Markdown file per post and language, src/content/posts/<en|de>/<slug>.md. */
const posts = defineCollection({
  loader: glob({ pattern: "{en,de}/*.md", base: "./src/content/posts" }),
  schema: ({ image }) => postSchema({ image }),
});

/** A page's copy, one file per language: src/content/copy/<locale>/<page>.yaml, its id the locale. */
function pageCollection<Name extends PageName>(name: Name) {
  return defineCollection({
    loader: glob({
      pattern: `*/${name}.yaml`,
      base: "./src/content/copy",
      generateId: ({ entry }) => entry.slice(0, entry.indexOf("/")),
    }),
    schema: pageSchemas[name],
  });
}

const pages = Object.fromEntries(
  Object.keys(pageSchemas).map((name) => [name, pageCollection(name as PageName)]),
) as { [Name in PageName]: ReturnType<typeof pageCollection<Name>> };

export const collections = { posts, ...pages };
