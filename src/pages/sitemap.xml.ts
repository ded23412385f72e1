import { sitemapXml } from "~/lib/crawlers";
import { indexedPages } from "~/route-table";
import { site } from "~/site.config";

/** Prerendered at build, so every page's lastmod is the day this build was made. */
export function GET() {
  const lastmod = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(site.url, indexedPages, lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
