/**
 * The editor's preview of a copy file: links to the pages that show it, in each
 * language (on `npm run edit` the dev server redraws them on every save, with the
 * site's own components and styles), and the entry's words as an outline, so the
 * editor sees every heading and paragraph of the language being written.
 */
import type { ReactNode } from "react";
import type { PreviewProps } from "./cms-globals";
import { CopyCheck } from "./copy-check-preview";

export interface PreviewPage {
  /** The language's own name, as the site's language control says it. */
  language: string;
  lang: string;
  path: string;
}

const { h } = window;

const headingKeys = new Set(["title", "heading", "name"]);

function outline(value: unknown, key: string, depth: number): ReactNode {
  if (typeof value === "string") {
    if (headingKeys.has(key)) return h(depth <= 1 ? "h2" : "h3", { key }, value);
    return h("p", { key }, value);
  }
  if (Array.isArray(value))
    return h(
      "ul",
      { key },
      ...value.map((item, index) => h("li", { key: index }, outline(item, key, depth + 1))),
    );
  if (value && typeof value === "object") {
    return h(
      "section",
      { key, style: { borderLeft: "3px solid #c7d2fe", paddingLeft: "12px", margin: "12px 0" } },
      ...Object.entries(value).map(([child, inner]) => outline(inner, child, depth + 1)),
    );
  }
  return null;
}

declare const __PREVIEW_PAGES__: Readonly<Record<string, readonly PreviewPage[]>>;
declare const __NEWS_COLLECTIONS__: readonly {
  name: string;
  list: string;
  language: string;
  lang: string;
}[];

const linkBar = { background: "#eef2ff", padding: "12px 16px", borderRadius: "12px" };

/** The preview of a copy file (a file collection's entry: its slug is the file's name). */
export function CopyPreview({ entry }: PreviewProps) {
  const pages = __PREVIEW_PAGES__[String(entry.get("slug"))] ?? [];
  const data = (entry.get("data") as { toJS(): unknown } | undefined)?.toJS();
  return h(
    "article",
    {
      style: {
        fontFamily: "Inter, system-ui, sans-serif",
        lineHeight: 1.5,
        color: "#0f172a",
        padding: "16px",
      },
    },
    h(CopyCheck, { entry }),
    pages.length > 0
      ? h(
          "nav",
          {
            "aria-label": "See it on the site",
            style: { background: "#eef2ff", padding: "12px 16px", borderRadius: "12px" },
          },
          h("strong", null, "See it on the site, as visitors will: "),
          ...pages.map((page) =>
            h(
              "a",
              {
                key: page.path,
                href: page.path,
                hrefLang: page.lang,
                target: "_blank",
                rel: "noopener",
                style: { marginRight: "12px" },
              },
              `${page.language} ${page.path}`,
            ),
          ),
        )
      : null,
    outline(data, "", 0),
  );
}

/** The copy files that have a preview: every page's and shared collection's. */
export const previewNames = Object.keys(__PREVIEW_PAGES__);

/** The news collections, each with its language's news list, for their posts' preview. */
export const newsCollections = __NEWS_COLLECTIONS__;

/**
 * The preview of a news post: where it is on the site (once saved: the dev server
 * shows drafts too), then its title, lead and text as the CMS renders them.
 */
export function PostPreview({
  entry,
  widgetFor,
}: PreviewProps & { widgetFor(name: string): ReactNode }) {
  const news = newsCollections.find(({ name }) => name === entry.get("collection"));
  const slug = String(entry.get("slug") ?? "");
  const data = entry.get("data") as { get(key: string): unknown } | undefined;
  return h(
    "article",
    {
      lang: news?.lang,
      style: {
        fontFamily: "Inter, system-ui, sans-serif",
        lineHeight: 1.6,
        color: "#0f172a",
        padding: "16px",
        maxWidth: "42rem",
      },
    },
    h(CopyCheck, { entry }),
    news && slug
      ? h(
          "nav",
          { "aria-label": "See it on the site", style: linkBar },
          h("strong", null, "See it on the site, as visitors will: "),
          h(
            "a",
            {
              href: `${news.list}/${slug}`,
              hrefLang: news.lang,
              target: "_blank",
              rel: "noopener",
            },
            `${news.language} ${news.list}/${slug}`,
          ),
        )
      : null,
    h("h1", { style: { fontSize: "2rem", lineHeight: 1.2 } }, String(data?.get("title") ?? "")),
    h(
      "p",
      { style: { fontSize: "1.125rem", color: "#334155" } },
      String(data?.get("description") ?? ""),
    ),
    widgetFor("body"),
  );
}
