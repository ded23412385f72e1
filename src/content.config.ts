import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { type CopyName, copySchemas } from "./content/copy-schemas";
import { legalFrontMatter } from "./content/legal-pages";
import { navigationCopy } from "./content/navigation";
import { postSchema } from "./content/post-schema";
import { readShared } from "./content/read-copy";
import { uiCopy } from "./content/ui-copy";
import { defaultLocale, locales } from "./locales";

const folders = locales.map(({ code }) => code);

// Who may sign a post, read from the file: Astro loads this config before any collection.
const authors = readShared("team-members", defaultLocale).map((member) => member.id);

/** News posts: one Markdown file per post and locale, src/content/posts/<locale code>/<slug>.md. */
const posts = defineCollection({
  // A brace list of one would be read as a folder named "{en}".
  loader: glob({
    pattern: `${folders.length > 1 ? `{${folders.join(",")}}` : folders[0]}/*.md`,
    base: "./src/content/posts",
  }),
  schema: ({ image }) => postSchema({ image }, authors),
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

/** A page's copy or a shared collection, one file per language. */
function copyCollection<Name extends CopyName>(name: Name) {
  return defineCollection({ loader: copyFiles(name), schema: copySchemas[name] });
}

const copy = Object.fromEntries(
  Object.keys(copySchemas).map((name) => [name, copyCollection(name as CopyName)]),
) as { [Name in CopyName]: ReturnType<typeof copyCollection<Name>> };

/** The header and footer's words, one file per language: src/content/copy/<locale>/navigation.yaml. */
const navigation = defineCollection({ loader: copyFiles("navigation"), schema: navigationCopy });

/** The shared controls' words (carousel, video, toasts), one file per language: src/content/copy/<locale>/ui.yaml. */
const ui = defineCollection({ loader: copyFiles("ui"), schema: uiCopy });

export const collections = { posts, legal, navigation, ui, ...copy };
