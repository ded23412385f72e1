import { furtherListPages, isoDate, postsIn } from "~/content/news-posts";
import { sitemapXml } from "~/lib/crawlers";
import {
  hreflangAlternates,
  indexedPages,
  newsPaths,
  newsRoute,
  type PageLang,
} from "~/route-table";
import { site } from "~/site.config";

/**
 * Prerendered at build: a news post's lastmod is its update or publication date;
 * every other page's is the day this build was made.
 */
export async function GET() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const posts = [...(await postsIn("en")), ...(await postsIn("de"))].map((post) => ({
    path: post.path,
    alternates: hreflangAlternates(newsRoute(post.path, post.lang, post.twinPath)),
    lastmod: isoDate(post.updatedDate ?? post.pubDate),
  }));
  const listPages = (
    await Promise.all(
      (["en", "de"] as PageLang[]).map(async (lang) =>
        (
          await furtherListPages(lang)
        ).map((page) => ({ path: newsPaths.list(lang, page), alternates: [] })),
      ),
    )
  ).flat();
  return new Response(sitemapXml(site.url, [...indexedPages, ...posts, ...listPages], lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
