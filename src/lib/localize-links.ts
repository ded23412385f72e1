import type { Locale } from "~/locales";
import { localizedHref } from "~/route-table";
import { mapCopyStrings } from "./map-copy-strings";

/**
 * Copy as a page in `locale` renders it: every `href` that names a page of the
 * site (by its English path, as copy files do) leads to that page's version in
 * `locale`; anchors and other sites stay as written.
 */
export function localizeLinks<T>(copy: T, locale: Locale): T {
  return mapCopyStrings(copy, (value, field) =>
    field === "href" ? localizedHref(value, locale) : value,
  );
}
