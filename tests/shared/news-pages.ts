import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Locale, locales } from "../../src/locales";
import { newsPaths, newsRoute, type RoutedPage } from "../../src/route-table";

/**
 * The news posts as their files say, read here on their own (not through the
 * site's code), so the tests hold the build to what an editor wrote.
 */
export interface PostFile {
  lang: Locale;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  pubDate: string;
  updatedDate?: string;
  twin?: string;
  draft: boolean;
}

const postsDir = path.join(import.meta.dirname, "../../src/content/posts");

/** One `key: value` line of a front matter, quotes taken off. */
function field(frontMatter: string, key: string): string | undefined {
  const value = new RegExp(`^${key}:[ \\t]*(.+)$`, "m").exec(frontMatter)?.[1]?.trim();
  return value?.replace(/^"(.*)"$/, "$1").replaceAll('\\"', '"');
}

export const postFiles: readonly PostFile[] = locales.flatMap(({ code: lang }) =>
  readdirSync(path.join(postsDir, lang))
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const text = readFileSync(path.join(postsDir, lang, file), "utf8");
      const frontMatter = text.split(/^---$/m)[1] ?? "";
      const required = (key: string) => {
        const value = field(frontMatter, key);
        if (!value) throw new Error(`${lang}/${file} has no ${key}`);
        return value;
      };
      const twin = field(frontMatter, "twin");
      const updatedDate = field(frontMatter, "updatedDate");
      return {
        lang,
        slug: file.replace(/\.md$/, ""),
        title: required("title"),
        pubDate: required("pubDate"),
        ...(updatedDate ? { updatedDate } : {}),
        ...(twin ? { twin } : {}),
        draft: field(frontMatter, "draft") === "true",
      };
    }),
);

export const publishedPosts = postFiles.filter((post) => !post.draft);

/**
 * The published posts that are the same post in other languages: those its
 * `twin` names, those that name it, and theirs in turn (src/lib/news.ts's rule,
 * read again here from the files).
 */
export function twinsOf(post: PostFile): PostFile[] {
  const linked = (a: PostFile, b: PostFile) =>
    a.lang !== b.lang && (a.twin === b.slug || b.twin === a.slug);
  const group = new Set<PostFile>([post]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const other of publishedPosts) {
      if (!group.has(other) && [...group].some((member) => linked(member, other))) {
        group.add(other);
        grew = true;
      }
    }
  }
  group.delete(post);
  return [...group];
}

export const postPath = (post: PostFile) => newsPaths.post(post.lang, post.slug);

/** Every published post's page, with its twins as counterparts. */
export const newsPages: readonly RoutedPage[] = publishedPosts.map((post) =>
  newsRoute(
    postPath(post),
    post.lang,
    Object.fromEntries(twinsOf(post).map((twin) => [twin.lang, postPath(twin)])),
  ),
);
