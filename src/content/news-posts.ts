/**
 * The news posts of the collection (src/content/posts, schema in post-schema.ts),
 * read at build into what the news pages show. Drafts are built by `npm run dev`
 * only. Every path comes from the route table's newsPaths.
 */

import { type CollectionEntry, getCollection } from "astro:content";
import type { ImageMetadata } from "astro";
import type { NewsItem } from "~/components/sections/NewsList";
import type { TeamMember } from "~/components/sections/TeamGrid";
import { newestFirst, paginate, twinsOf } from "~/lib/news";
import { pictureOf } from "~/lib/picture";
import { type Locale, localeOf, locales } from "~/locales";
import { newsPaths, type PathsByLocale } from "~/route-table";
import { loadCopyIn, loadShared } from "./load-copy";
import type { PostTag } from "./post-schema";

export interface NewsPost {
  locale: Locale;
  slug: string;
  path: string;
  title: string;
  description: string;
  pubDate: Date;
  updatedDate?: Date;
  author: { name: string; role: string; image: string };
  /** Labels in the post's language. */
  tags: string[];
  cover: ImageMetadata;
  coverAlt: string;
  coverCaption?: string;
  /** The same post in other locales, where it is published. */
  counterparts: PathsByLocale;
  twin?: string;
  /** The body as HTML, rendered from its Markdown at build. */
  html: string;
  sample: boolean;
}

const published = (entry: CollectionEntry<"posts">) => import.meta.env.DEV || !entry.data.draft;

/** Who may sign a post, by locale: the people of team-members.yaml. */
type Authors = ReadonlyMap<Locale, readonly TeamMember[]>;

/** The tags' names, by locale (news.yaml). */
type TagNames = ReadonlyMap<Locale, Readonly<Record<PostTag, string>>>;

function toPost(
  entry: CollectionEntry<"posts">,
  authors: Authors,
  tagNames: TagNames,
): Omit<NewsPost, "counterparts"> {
  const [folder = "", slug = ""] = entry.id.split("/");
  const { code: locale } = localeOf(folder);
  const { data } = entry;
  const author = authors.get(locale)?.find((member) => member.id === data.author);
  // The schema allows only the default locale's team; this is another language's file drifting.
  if (!author) {
    throw new Error(
      `${entry.filePath}: author "${data.author}" is no item of src/content/copy/${locale}/team-members.yaml`,
    );
  }
  const html = entry.rendered?.html;
  if (html === undefined) throw new Error(`${entry.filePath}: Astro rendered no HTML for its body`);
  return {
    locale,
    slug,
    path: newsPaths.post(locale, slug),
    title: data.title,
    description: data.description,
    pubDate: data.pubDate,
    ...(data.updatedDate ? { updatedDate: data.updatedDate } : {}),
    author: { name: author.name, role: author.role, image: author.image },
    tags: data.tags.map((tag) => tagNames.get(locale)?.[tag] ?? tag),
    cover: data.cover,
    coverAlt: data.coverAlt,
    ...(data.coverCaption ? { coverCaption: data.coverCaption } : {}),
    ...(data.twin ? { twin: data.twin } : {}),
    html,
    sample: data.sample,
  };
}

/**
 * Every post this build publishes, in every locale, newest first, each with the
 * paths of its twins that are published too. Twins are checked over all
 * posts, drafts included, so a slip fails in development as in the build.
 */
async function allPosts(): Promise<NewsPost[]> {
  const entries = await getCollection("posts");
  const authors: Authors = new Map(
    await Promise.all(
      locales.map(
        async ({ code }) =>
          [code, await loadShared("team-members", code, "news posts name their authors")] as const,
      ),
    ),
  );
  const tagNames: TagNames = new Map(
    await Promise.all(
      locales.map(
        async ({ code }) =>
          [code, (await loadCopyIn("news", code, newsPaths.list(code))).tags] as const,
      ),
    ),
  );
  const posts = entries.map((entry) => toPost(entry, authors, tagNames));
  const twins = twinsOf(posts);
  const shown = new Set(entries.filter(published).map((entry) => entry.id));
  const isShown = (post: (typeof posts)[number]) => shown.has(`${post.locale}/${post.slug}`);
  return newestFirst(posts.filter(isShown)).map((post) => ({
    ...post,
    counterparts: Object.fromEntries(
      (twins.get(post) ?? []).filter(isShown).map((twin) => [twin.locale, twin.path]),
    ),
  }));
}

let cached: Promise<NewsPost[]> | undefined;

/** The published posts of a locale, newest first. */
export async function postsIn(locale: Locale): Promise<NewsPost[]> {
  cached ??= allPosts();
  return (await cached).filter((post) => post.locale === locale);
}

const LIST_COVER = {
  lead: {
    sizes: "(min-width: 1024px) 620px, 100vw",
    widths: [480, 800, 1200],
  },
  other: { sizes: "(min-width: 1024px) 400px, (min-width: 640px) 40vw, 100vw", widths: [480, 800] },
};

/** A page of a locale's news list: its posts as the list shows them, and where the other pages are. */
export async function newsListPage(locale: Locale, page: number) {
  const pages = paginate(await postsIn(locale));
  const current = pages[page - 1];
  if (!current) throw new Error(`the ${locale} news list has no page ${page}`);
  const items: NewsItem[] = await Promise.all(
    current.posts.map(async (post, index) => ({
      href: post.path,
      date: isoDate(post.pubDate),
      title: post.title,
      description: post.description,
      tags: post.tags,
      cover: await pictureOf(post.cover, {
        alt: post.coverAlt,
        ...(page === 1 && index === 0 ? LIST_COVER.lead : LIST_COVER.other),
      }),
    })),
  );
  return {
    items,
    listPage: {
      page,
      pageCount: current.pageCount,
      hrefOf: (number: number) => newsPaths.list(locale, number),
    },
  };
}

/** The list's further pages (2 and on), for getStaticPaths. */
export async function furtherListPages(locale: Locale): Promise<number[]> {
  return paginate(await postsIn(locale))
    .map(({ page }) => page)
    .filter((page) => page > 1);
}

/** YYYY-MM-DD, as <time datetime> and the sitemap write a day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
