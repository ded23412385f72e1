import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { loadCopyIn } from "~/content/load-copy";
import { postsIn } from "~/content/news-posts";
import { withAbsoluteUrls } from "~/lib/news";
import { localeOf } from "~/locales";
import { everyLocale, localeOfParam, newsPaths } from "~/route-table";
import { site } from "~/site.config";

export const getStaticPaths = everyLocale;

const xmlText = (text: string) =>
  text.replace(/[<>&]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[char] ?? char);

/** /news/rss.xml in each locale (/de/news/rss.xml): RSS 2.0, every published post in full, absolute links. */
export async function GET({ params }: APIContext) {
  const locale = localeOfParam(params.lang);
  const feedUrl = `${site.url}${newsPaths.feed(locale)}`;
  const copy = await loadCopyIn("news", locale, newsPaths.feed(locale));
  return rss({
    title: copy.feed.title,
    description: copy.feed.description,
    site: `${site.url}${newsPaths.list(locale)}`,
    xmlns: { atom: "http://www.w3.org/2005/Atom", dc: "http://purl.org/dc/elements/1.1/" },
    customData: [
      `<language>${localeOf(locale).feedLanguage}</language>`,
      `<atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`,
    ].join(""),
    items: (await postsIn(locale)).map((post) => ({
      title: post.title,
      link: `${site.url}${post.path}`,
      pubDate: post.pubDate,
      description: post.description,
      content: withAbsoluteUrls(post.html, site.url),
      categories: post.tags,
      customData: `<dc:creator>${xmlText(post.author.name)}</dc:creator>`,
    })),
    trailingSlash: false,
  });
}
