import { hreflangAlternates, pageAlternates, pageRoute } from "~/route-table";
import { site } from "~/site.config";
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
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": JsonLd };

/** The share image's size, fixed by the build step that draws it (scripts/share-images.mjs). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const LOCALES = { en: "en_CH", de: "de_CH" } as const;

/** Where the build writes a page's share image: /share/home.png for /, /share/<path>.png otherwise. */
export function shareImagePath(path: string): string {
  return `/share/${path === "/" ? "home" : path.slice(1)}.png`;
}

export function brandedTitle(meta: PageMeta): string {
  return `${meta.title} | ${site.name}`;
}

function jsonLd(data: readonly JsonLd[]): MetaDescriptor[] {
  return data.map((item) => ({ "script:ld+json": item }));
}

/** hreflang links for a page that exists in both languages; English is the default. */
function languageLinks(path: string): MetaDescriptor[] {
  return hreflangAlternates(path).map((alternate) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: alternate.hrefLang,
    href: `${site.url}${alternate.path}`,
  }));
}

interface MetaOptions {
  /** Product and offer data for pages that show prices. */
  structuredData?: readonly JsonLd[];
}

/**
 * Everything a page tells search engines and link previews: title, description,
 * canonical URL, Open Graph and Twitter cards, hreflang and structured data.
 * Every page route's meta goes through here.
 */
export function pageMeta(
  meta: PageMeta,
  path: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const route = pageRoute(path);
  const alternates = pageAlternates(path);
  const url = `${site.url}${path}`;
  const image = `${site.url}${shareImagePath(path)}`;
  const imageAlt = `${meta.title} | ${site.name}`;
  const lang = route.lang ?? "en";

  return [
    { title: brandedTitle(meta) },
    { name: "description", content: meta.description },
    ...(route.indexed === false ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...languageLinks(path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: LOCALES[lang] },
    ...alternates
      .filter((other) => other.lang !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: LOCALES[other.lang] })),
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
        inLanguage: LOCALES[lang].replace("_", "-"),
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
