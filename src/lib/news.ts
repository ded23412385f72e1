/**
 * The news list's order, pages and neighbours, and the rule that twins name each
 * other: pure functions over posts, whatever their source (the collection at build).
 */
import type { PageLang } from "~/route-table";

/** How many posts a page of the news list shows. */
export const POSTS_PER_PAGE = 12;

/** What these rules need of a post. */
export interface PostKey {
  lang: PageLang;
  slug: string;
  pubDate: Date;
  /** The slug of the same post in the other language. */
  twin?: string;
}

/** Newest first; on the same day, by slug, so the order never depends on the file system. */
export function newestFirst<T extends PostKey>(posts: readonly T[]): T[] {
  return posts.toSorted(
    (a, b) => b.pubDate.getTime() - a.pubDate.getTime() || a.slug.localeCompare(b.slug),
  );
}

export interface ListPage<T> {
  /** 1-based. */
  page: number;
  pageCount: number;
  posts: T[];
}

/** The list's pages, POSTS_PER_PAGE posts each; one empty page when there is no post. */
export function paginate<T>(posts: readonly T[], perPage = POSTS_PER_PAGE): ListPage<T>[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    posts: posts.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** The post before (newer) and after (older) one in a list that is newest first. */
export function neighbours<T>(posts: readonly T[], index: number): { newer?: T; older?: T } {
  return { newer: posts[index - 1], older: posts[index + 1] };
}

/**
 * Each post's twin, checked: it exists in the other language and names this post
 * back. A slip in a post's `twin` stops the build with both file names.
 */
export function twinsOf<T extends PostKey>(posts: readonly T[]): Map<T, T> {
  const key = (lang: PageLang, slug: string) => `${lang}/${slug}`;
  const bySlug = new Map(posts.map((post) => [key(post.lang, post.slug), post]));
  const twins = new Map<T, T>();
  for (const post of posts) {
    if (!post.twin) continue;
    const otherLang: PageLang = post.lang === "de" ? "en" : "de";
    const twin = bySlug.get(key(otherLang, post.twin));
    const file = `src/content/posts/${key(post.lang, post.slug)}.md`;
    if (!twin) {
      throw new Error(
        `${file}: twin "${post.twin}" is not a post in src/content/posts/${otherLang}/`,
      );
    }
    if (twin.twin !== post.slug) {
      throw new Error(
        `${file}: its twin ${key(otherLang, post.twin)}.md names "${twin.twin ?? "no twin"}" as its twin, not "${post.slug}"`,
      );
    }
    twins.set(post, twin);
  }
  return twins;
}

/**
 * A post's HTML for a feed, whose readers show it away from the site: root-relative
 * links and sources ("/platform") made absolute.
 */
export function withAbsoluteUrls(html: string, siteUrl: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}
