import { germanPath, type PageLang } from "../src/route-table";

/** The contact pages, in English and German: each form posts to its own page's URL. */
export const CONTACT_PAGES: readonly string[] = ["/contact", germanPath("/contact")];

/** The contact page in a language. */
export function contactPageIn(lang: PageLang): string {
  return lang === "de" ? germanPath("/contact") : "/contact";
}

/**
 * Where Astro renders a contact page that answers a document post to it
 * (src/pages/[...lang]/contact/reply.astro, for both languages).
 */
export function contactReplyRoute(contactPath: string): string {
  return `${contactPath}/reply`;
}
