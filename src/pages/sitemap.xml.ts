import { furtherListPages, isoDate, postsIn } from "~/content/news-posts";
import { sitemapXml } from "~/lib/crawlers";
import { locales } from "~/locales";
import { hreflangAlternates, indexedPages, newsPaths, newsRoute } from "~/route-table";
import { site } from "~/site.config";

/**
 * Prerendered at build: a news post's lastmod is its update or publication date;
 * every other page's is the day this build was made.
 */
export async function GET() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const byLocale = await Promise.all(locales.map(({ code }) => postsIn(code)));
  const posts = byLocale.flat().map((post) => ({
    path: post.path,
    alternates: hreflangAlternates(newsRoute(post.path, post.locale, post.counterparts)),
    lastmod: isoDate(post.updatedDate ?? post.pubDate),
  }));
  const listPages = (
    await Promise.all(
      locales.map(async ({ code }) =>
        (
          await furtherListPages(code)
        ).map((page) => ({ path: newsPaths.list(code, page), alternates: [] })),
      ),
    )
  ).flat();
  return new Response(sitemapXml(site.url, [...indexedPages, ...posts, ...listPages], lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
