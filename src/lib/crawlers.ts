/**
 * What crawlers read besides the pages: the sitemap and robots.txt. Pure text
 * builders, shared by the prerendered files and the server's staging switch.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A sitemap of every indexed page, each last modified at `lastmod` (YYYY-MM-DD). */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everyone may crawl everything, and finds the sitemap here. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** A staging deployment: nothing may be crawled. */
export const DISALLOW_ALL_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";
