import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CONTACT_PURPOSES,
  type ContactPurpose,
  purposeQuery,
  readPurpose,
} from "../src/lib/contact-purposes";
import { inlineStylesheet } from "../src/lib/page-stylesheet";
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
    CONTACT_PURPOSES.map((purpose) => contactPurposePath(contactPath, purpose)),
  ),
);

/** A contact page and its version for each purpose a link can name, by the purpose's query. */
export interface ContactPage {
  page: PrerenderedPage;
  purposes: ReadonlyMap<string, PrerenderedPage>;
  /** The page's inline stylesheet, which its answer to a document post carries too. */
  stylesheet: string | undefined;
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
        CONTACT_PURPOSES.map((purpose: ContactPurpose) => {
          const file = path.join(clientDir, contactPurposePath(contactPath, purpose), "index.html");
          return [purposeQuery(purpose), readPrerenderedPage(file)] as const;
        }),
      );
      const stylesheet = inlineStylesheet(readFileSync(page.file, "utf8"));
      return [contactPath, { page, purposes, stylesheet }] as const;
    }),
  );
}

/**
 * The version of a contact page a request's `?intent=` (and `&plan=`) asks for;
 * the page itself for none, or for a purpose we do not know (a link keeps
 * working when mistyped).
 */
export function contactPageFor(
  contact: ContactPage,
  intent: unknown,
  plan: unknown,
): PrerenderedPage {
  const purpose = readPurpose(intent, plan);
  return (purpose && contact.purposes.get(purposeQuery(purpose))) ?? contact.page;
}

/**
 * Where Astro renders a contact page that answers a document post to it
 * (src/pages/[...lang]/contact/reply.astro, for every locale).
 */
export function contactReplyRoute(contactPath: string): string {
  return `${contactPath}/reply`;
}
