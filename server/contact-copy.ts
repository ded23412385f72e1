import { copyFile } from "../src/content/copy-file";
import { pageSchemas } from "../src/content/page-schemas";
import { fillInSiteFacts } from "../src/lib/site-facts";
import { type Locale, locales } from "../src/locales";

/**
 * The contact page's copy in each language, checked by the page's own schema and
 * its brand facts filled in: the server's mail and refusal pages say what the page
 * says. Read once, when the server starts.
 */
const contactCopies = new Map(
  locales.map(({ code }) => [
    code,
    fillInSiteFacts(pageSchemas.contact.parse(copyFile(code, "contact"))),
  ]),
);

export function contactCopyIn(locale: Locale) {
  const copy = contactCopies.get(locale);
  if (!copy) throw new Error(`"${locale}" has no contact page copy (src/locales.ts)`);
  return copy;
}
