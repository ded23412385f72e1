import type { Locale } from "~/locales";
import { localizedHref } from "~/route-table";

/**
 * Copy as a page in `locale` renders it: every `href` that names a page of the
 * site (by its English path, as copy files do) leads to that page's version in
 * `locale`; anchors and other sites stay as written.
 */
export function localizeLinks<T>(copy: T, locale: Locale): T {
  if (Array.isArray(copy)) return copy.map((item) => localizeLinks(item, locale)) as T;
  if (copy === null || typeof copy !== "object") return copy;
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [
      key,
      key === "href" && typeof value === "string"
        ? localizedHref(value, locale)
        : localizeLinks(value, locale),
    ]),
  ) as T;
}
