import { type CollectionEntry, getEntry } from "astro:content";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { localizeLinks } from "~/lib/localize-links";
import { routeAt } from "~/route-table";
import type { PageName } from "./page-schemas";

/**
 * A page's copy in the language of the page a URL renders (the route table says
 * which), its links leading to pages in that language and its placeholders
 * ({product}) filled. A page without a copy file in its language stops the
 * build with the file to write; it never falls back to another language.
 */
export async function loadCopy<Name extends PageName>(
  page: Name,
  url: URL,
): Promise<CollectionEntry<Name>["data"]> {
  const route = routeAt(url.pathname);
  const { locale } = route;
  const entry = await getEntry(page, locale);
  if (!entry) {
    throw new Error(
      `src/content/copy/${locale}/${page}.yaml is missing: ${route.path} is a page in "${locale}". Copy the English file there and translate it.`,
    );
  }
  return localizeLinks(fillPlaceholders(entry.data), locale);
}
