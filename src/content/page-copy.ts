import type { HeroCopy } from "~/components/sections/Hero.schema";
import type { PageMeta } from "~/lib/meta";
import type { Locale } from "~/locales";
import { routeAt } from "~/route-table";

/** What every page's copy has, in each of its languages: its head and its hero. */
export interface PageCopy {
  meta: PageMeta;
  hero: HeroCopy;
}

/**
 * Copy in each language it is written in: one object per language, each of the same
 * type, so a German twin that lacks a string does not compile. `L` names the languages
 * written so far (a page that is English only: `Localized<T, "en">`); without it, every
 * language of the site.
 */
export type Localized<T, L extends Locale = Locale> = { readonly [K in L]: T };

/**
 * A page's copy in the language of the page a URL renders (the route table says which).
 * A route in a language the copy is not written in stops the build; it never falls
 * back to another language.
 */
export function copyFor<T>(copy: Partial<Localized<T>>, url: URL): T {
  const route = routeAt(url.pathname);
  const inLanguage = copy[route.locale];
  if (!inLanguage) throw new Error(`${route.path} is in "${route.locale}", but its copy is not`);
  return inLanguage;
}
