/**
 * The news list's order, pages and neighbours, and the rule that twins name each
 * other: pure functions over posts, whatever their source (the collection at build).
 */
import { type Locale, otherLocales } from "~/locales";

/** How many posts a page of the news list shows. */
export const POSTS_PER_PAGE = 12;

/** What these rules need of a post. */
export interface PostKey {
  locale: Locale;
  slug: string;
  pubDate: Date;
  /** The slug of the same post in another language. */
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
 * Each post's twins, checked: the posts its `twin` names in the other locales, at
 * least one, each naming this post back. A slip in a post's `twin` stops the build
 * with both file names.
 */
export function twinsOf<T extends PostKey>(posts: readonly T[]): Map<T, T[]> {
  const key = (locale: Locale, slug: string) => `${locale}/${slug}`;
  const bySlug = new Map(posts.map((post) => [key(post.locale, post.slug), post]));
  const twins = new Map<T, T[]>();
  for (const post of posts) {
    const slug = post.twin;
    if (!slug) continue;
    const others = otherLocales(post.locale);
    const found = others.flatMap(({ code }) => bySlug.get(key(code, slug)) ?? []);
    const file = `src/content/posts/${key(post.locale, post.slug)}.md`;
    if (found.length === 0) {
      const folders = others.map(({ code }) => `src/content/posts/${code}/`).join(" or ");
      throw new Error(`${file}: twin "${slug}" is not a post in ${folders}`);
    }
    for (const twin of found) {
      if (twin.twin !== post.slug) {
        throw new Error(
          `${file}: its twin ${key(twin.locale, slug)}.md names "${twin.twin ?? "no twin"}" as its twin, not "${post.slug}"`,
        );
      }
    }
    twins.set(post, found);
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
