import { type Locale, localeOf } from "~/locales";
import { hreflangAlternates, pageAlternates, type RoutedPage } from "~/route-table";
import { assetUrl, site } from "~/site.config";
import { MAX_TITLE_LENGTH } from "./copy-schema";
import { type JsonLd, organizationData, webPageData } from "./structured-data";

export interface PageMeta {
  title: string;
  description: string;
}

/** One element of a page's head, as the document layout (layouts/Document.astro) writes it. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | {
      tagName: "link";
      rel: string;
      href: string;
      hrefLang?: string;
      type?: string;
      title?: string;
      as?: "image";
      fetchPriority?: "high";
    }
  | { "script:ld+json": JsonLd };

/** The share image's size, fixed by the build step that draws it (scripts/share-images.mjs). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Open Graph writes a locale with an underscore: "de_CH". */
const ogLocale = (locale: Locale) => localeOf(locale).regionalTag.replace("-", "_");

/** Where the build writes a page's share image: /share/home.png for /, /share/<path>.png otherwise. */
export function shareImagePath(path: string): string {
  return `/share/${path === "/" ? "home" : path.slice(1)}.png`;
}

/** The page's title and the brand, or the title alone where both would be cut (a long post title). */
export function brandedTitle(meta: PageMeta): string {
  const branded = `${meta.title} | ${site.name}`;
  return branded.length <= MAX_TITLE_LENGTH ? branded : meta.title;
}

function jsonLd(data: readonly JsonLd[]): MetaDescriptor[] {
  return data.map((item) => ({ "script:ld+json": item }));
}

/** hreflang links for a page that exists in several locales; x-default is the default locale's. */
function languageLinks(route: RoutedPage): MetaDescriptor[] {
  return hreflangAlternates(route).map((alternate) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: alternate.hrefLang,
    href: `${site.url}${alternate.path}`,
  }));
}

/** What a news post adds to its head (Open Graph's article type). */
export interface ArticleMeta {
  /** ISO 8601 */
  publishedTime: string;
  modifiedTime?: string;
  author: string;
  tags: readonly string[];
}

export interface MetaOptions {
  /** Product and offer data for pages that show prices; a post's BlogPosting. */
  structuredData?: readonly JsonLd[];
  article?: ArticleMeta;
  /** A feed of the page's kind, announced to feed readers. */
  feed?: { title: string; path: string };
  /**
   * The first screen's largest picture when the browser would find it only at layout (a video's
   * poster): preloaded at the highest priority, so it paints with the text (ADR 0015). On a page
   * past the first round trip the build carries it inside the page instead (ADR 0020).
   */
  leadImage?: string;
}

function articleTags({ publishedTime, modifiedTime, author, tags }: ArticleMeta): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: publishedTime },
    ...(modifiedTime ? [{ property: "article:modified_time", content: modifiedTime }] : []),
    { property: "article:author", content: author },
    ...tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/**
 * Everything a page tells search engines and link previews: title, description,
 * canonical URL, Open Graph and Twitter cards, hreflang and structured data.
 * Every page route's meta goes through here.
 */
export function pageMeta(
  meta: PageMeta,
  route: RoutedPage,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const { path } = route;
  const alternates = pageAlternates(route);
  const url = `${site.url}${path}`;
  const image = `${site.url}${shareImagePath(path)}`;
  const imageAlt = `${meta.title} | ${site.name}`;

  return [
    { title: brandedTitle(meta) },
    { name: "description", content: meta.description },
    ...(route.indexed === false ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(options.leadImage
      ? [
          {
            tagName: "link" as const,
            rel: "preload",
            as: "image" as const,
            href: assetUrl(options.leadImage),
            fetchPriority: "high" as const,
          },
        ]
      : []),
    { tagName: "link", rel: "canonical", href: url },
    ...languageLinks(route),
    ...(options.feed
      ? [
          {
            tagName: "link" as const,
            rel: "alternate",
            type: "application/rss+xml",
            title: options.feed.title,
            href: `${site.url}${options.feed.path}`,
          },
        ]
      : []),
    { property: "og:type", content: options.article ? "article" : "website" },
    ...(options.article ? articleTags(options.article) : []),
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(route.locale) },
    ...alternates
      .filter((other) => other.locale !== route.locale)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale(other.locale) })),
    { property: "og:url", content: url },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...jsonLd([
      organizationData(),
      webPageData({
        url,
        name: meta.title,
        description: meta.description,
        inLanguage: localeOf(route.locale).regionalTag,
      }),
      ...(options.structuredData ?? []),
    ]),
  ];
}

/** For pages outside the route table (404): title, description, noindex, and who we are. */
export function unlistedPageMeta(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: brandedTitle(meta) },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
    ...jsonLd([organizationData()]),
  ];
}
