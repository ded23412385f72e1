import { type Locale, localePath, locales } from "../src/locales";

/** The contact page in a locale. */
export function contactPageIn(locale: Locale): string {
  return localePath("/contact", locale);
}

/** The contact pages, one per locale: each form posts to its own page's URL. */
export const CONTACT_PAGES: readonly string[] = locales.map(({ code }) => contactPageIn(code));

/**
 * Where Astro renders a contact page that answers a document post to it
 * (src/pages/[...lang]/contact/reply.astro, for every locale).
 */
export function contactReplyRoute(contactPath: string): string {
  return `${contactPath}/reply`;
}
