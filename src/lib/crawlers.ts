/**
 * What crawlers read besides the pages: the sitemap and robots.txt. Pure text
 * builders, shared by the prerendered files and the server's staging switch.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page the sitemap lists, with every language it exists in (itself included). */
export interface SitemapPage {
  path: string;
  alternates: readonly { hrefLang: string; path: string }[];
  /** YYYY-MM-DD of the page's last change, when it is known (a news post's); else the build's. */
  lastmod?: string;
}

/**
 * A sitemap of every indexed page, each last modified at its own `lastmod` or else at `lastmod` (YYYY-MM-DD),
 * with its language versions as xhtml:link alternates (Google's sitemap hreflang).
 */
export function sitemapXml(
  siteUrl: string,
  pages: readonly SitemapPage[],
  lastmod: string,
): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  const urls = pages.map(({ path, alternates, lastmod: changed }) =>
    [
      "  <url>",
      `    <loc>${url(path)}</loc>`,
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${url(alternate.path)}"/>`,
      ),
      `    <lastmod>${changed ?? lastmod}</lastmod>`,
      "  </url>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everyone may crawl everything, and finds the sitemap here. */
export function robotsTxt(siteUrl: string): string {
  // /admin is the content editor (when a build has it): for editors, not for search.
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** A staging deployment: nothing may be crawled. */
export const DISALLOW_ALL_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";
