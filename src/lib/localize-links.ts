import { localizedHref, type PageLang } from "~/route-table";

/**
 * Copy as a page in `lang` renders it: every `href` that names a page of the
 * site (by its English path, as copy files do) leads to that page's version in
 * `lang`; anchors and other sites stay as written.
 */
export function localizeLinks<T>(copy: T, lang: PageLang): T {
  if (Array.isArray(copy)) return copy.map((item) => localizeLinks(item, lang)) as T;
  if (copy === null || typeof copy !== "object") return copy;
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [
      key,
      key === "href" && typeof value === "string"
        ? localizedHref(value, lang)
        : localizeLinks(value, lang),
    ]),
  ) as T;
}
