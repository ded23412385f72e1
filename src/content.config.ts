import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { legalFrontMatter } from "./content/legal-pages";
import { navigationCopy } from "./content/navigation";
import { type PageName, pageSchemas } from "./content/page-schemas";
import { postSchema } from "./content/post-schema";
import { uiCopy } from "./content/ui-copy";
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

/** The legal texts: src/content/legal/<locale>/<page>.md, their ids "<locale>/<page>". */
const legal = defineCollection({
  loader: glob({ pattern: "*/*.md", base: "./src/content/legal" }),
  schema: legalFrontMatter,
});

/** Copy files of one name, one per language: src/content/copy/<locale>/<name>.yaml, each's id its locale. */
function copyFiles(name: string) {
  return glob({
    pattern: `*/${name}.yaml`,
    base: "./src/content/copy",
    generateId: ({ entry }) => entry.slice(0, entry.indexOf("/")),
  });
}

/** A page's copy, one file per language. */
function pageCollection<Name extends PageName>(name: Name) {
  return defineCollection({ loader: copyFiles(name), schema: pageSchemas[name] });
}

const pages = Object.fromEntries(
  Object.keys(pageSchemas).map((name) => [name, pageCollection(name as PageName)]),
) as { [Name in PageName]: ReturnType<typeof pageCollection<Name>> };

/** The header and footer's words, one file per language: src/content/copy/<locale>/navigation.yaml. */
const navigation = defineCollection({ loader: copyFiles("navigation"), schema: navigationCopy });

/** The shared controls' words (carousel, video, toasts), one file per language: src/content/copy/<locale>/ui.yaml. */
const ui = defineCollection({ loader: copyFiles("ui"), schema: uiCopy });

export const collections = { posts, legal, navigation, ui, ...pages };
