/**
 * The news list's order, pages and neighbours, and the groups twins make: pure
 * functions over posts, whatever their source (the collection at build).
 */
import { type Locale, locales, otherLocales } from "~/locales";

/** How many posts a page of the news list shows. */
export const POSTS_PER_PAGE = 12;

/** What these rules need of a post. */
export interface PostKey {
  locale: Locale;
  slug: string;
  pubDate: Date;
  /** The slug of the same post in any other language. */
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
 * Each post's twins, checked: the same post in the other locales. A post's `twin`
 * names the same post in any other locale; posts linked by `twin`, in either
 * direction, are one group (fr → en ↔ de is one post in three languages), and each
 * post's twins are the other members of its group, one per locale. A `twin` that
 * is no post in another locale, or a group holding two posts of one locale, stops
 * the build with the file's name. A post in no group has no entry.
 */
export function twinsOf<T extends PostKey>(posts: readonly T[]): Map<T, T[]> {
  const key = (locale: Locale, slug: string) => `${locale}/${slug}`;
  const file = (post: T) => `src/content/posts/${key(post.locale, post.slug)}.md`;
  const bySlug = new Map(posts.map((post) => [key(post.locale, post.slug), post]));
  const links = new Map<T, T[]>();
  const link = (a: T, b: T) => links.set(a, [...(links.get(a) ?? []), b]);
  for (const post of posts) {
    const slug = post.twin;
    if (!slug) continue;
    const others = otherLocales(post.locale);
    const found = others.flatMap(({ code }) => bySlug.get(key(code, slug)) ?? []);
    if (found.length === 0) {
      const folders = others.map(({ code }) => `src/content/posts/${code}/`).join(" or ");
      throw new Error(`${file(post)}: twin "${slug}" is not a post in ${folders}`);
    }
    for (const twin of found) {
      link(post, twin);
      link(twin, post);
    }
  }
  const order = (post: T) => locales.findIndex(({ code }) => code === post.locale);
  const twins = new Map<T, T[]>();
  for (const start of links.keys()) {
    if (twins.has(start)) continue;
    const group = [start];
    for (const member of group) {
      for (const next of links.get(member) ?? []) if (!group.includes(next)) group.push(next);
    }
    for (const member of group) {
      const same = group.find((other) => other !== member && other.locale === member.locale);
      if (same) {
        throw new Error(
          `${file(member)}: its twins link it to ${file(same)}, another post in its language; twins are one post per language`,
        );
      }
      twins.set(
        member,
        group.filter((other) => other !== member).toSorted((a, b) => order(a) - order(b)),
      );
    }
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
