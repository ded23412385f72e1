import path from "node:path";
import { CONTACT_INTENTS, type ContactIntent, readIntent } from "../src/lib/contact-schema";
import { type Locale, localePath, locales } from "../src/locales";
import { contactPurposePath } from "../src/route-table";
import { type PrerenderedPage, readPrerenderedPage } from "./prerendered";

/** The contact page in a locale. */
export function contactPageIn(locale: Locale): string {
  return localePath("/contact", locale);
}

/** The contact pages, one per locale: each form posts to its own page's URL. */
export const CONTACT_PAGES: readonly string[] = locales.map(({ code }) => contactPageIn(code));

/**
 * Where the build writes each contact page's version for a purpose: files sent
 * for `/contact?intent=…`, no pages at their own paths.
 */
export const CONTACT_PURPOSE_PATHS: ReadonlySet<string> = new Set(
  CONTACT_PAGES.flatMap((contactPath) =>
    CONTACT_INTENTS.map((intent) => contactPurposePath(contactPath, intent)),
  ),
);

/** A contact page and its version for each purpose a link can name. */
export interface ContactPage {
  page: PrerenderedPage;
  purposes: ReadonlyMap<ContactIntent, PrerenderedPage>;
}

/** Each locale's contact page and its purposes' versions, from the client build. */
export function loadContactPages(
  clientDir: string,
  prerendered: ReadonlyMap<string, PrerenderedPage>,
): Map<string, ContactPage> {
  return new Map(
    CONTACT_PAGES.map((contactPath) => {
      const page = prerendered.get(contactPath);
      if (!page) throw new Error(`No prerendered contact page ${contactPath} in ${clientDir}`);
      const purposes = new Map(
        CONTACT_INTENTS.map((intent) => {
          const file = path.join(clientDir, contactPurposePath(contactPath, intent), "index.html");
          return [intent, readPrerenderedPage(file)] as const;
        }),
      );
      return [contactPath, { page, purposes }] as const;
    }),
  );
}

/**
 * The version of a contact page a request's `?intent=` asks for; the page itself
 * for none, or for a purpose we do not know (a link keeps working when mistyped).
 */
export function contactPageFor(contact: ContactPage, intent: unknown): PrerenderedPage {
  const purpose = typeof intent === "string" ? readIntent(intent) : undefined;
  return (purpose && contact.purposes.get(purpose)) ?? contact.page;
}

/**
 * Where Astro renders a contact page that answers a document post to it
 * (src/pages/[...lang]/contact/reply.astro, for every locale).
 */
export function contactReplyRoute(contactPath: string): string {
  return `${contactPath}/reply`;
}
