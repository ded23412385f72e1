import type { ContactOutcome } from "../src/lib/contact-schema";
import { contentSecurityPolicy, inlineHashes } from "../src/lib/csp.server";
import { type Locale, localeOf } from "../src/locales";
import { contactCopyIn } from "./contact-copy";
import { escapeHtml } from "./escape-html";

/** Refusals answered with this page rather than the rendered contact page. */
export type RefusedOutcome = Extract<ContactOutcome, "forbidden" | "rateLimited">;

export function isRefusedOutcome(outcome: ContactOutcome): outcome is RefusedOutcome {
  return outcome === "forbidden" || outcome === "rateLimited";
}

export interface RefusalPage {
  html: string;
  /** Its own policy: the hash of its one inline style. */
  contentSecurityPolicy: string;
}

/**
 * The site's colours and type, in a few lines, for the pages the server writes
 * itself (this one, the CMS's sign-in window). It opts in to the cross-document
 * view transition as the site's pages do: leaving one of them for a page that
 * does not is an error in the browser's console.
 */
export const PLAIN_PAGE_STYLE = [
  "@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}",
  "body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}",
  "main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}",
  "h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}",
  "a{color:oklch(0.48 0.21 270);font-weight:600}",
  "a:focus-visible{outline:3px solid oklch(0.55 0.2 270);outline-offset:2px}",
].join("");

/**
 * A page the server writes itself in PLAIN_PAGE_STYLE, never indexed: its title as
 * its h1, its description, then `body` (HTML, escaped by the caller), with the
 * policy its inline style and scripts need.
 */
export function plainPage(
  lang: Locale,
  { title, description }: { title: string; description: string },
  body: readonly string[],
): RefusalPage {
  const html = [
    "<!doctype html>",
    `<html lang="${localeOf(lang).lang}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${PLAIN_PAGE_STYLE}</style>`,
    `<main><h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    ...body,
    "</html>",
  ].join("\n");
  return { html, contentSecurityPolicy: contentSecurityPolicy(inlineHashes(html)) };
}

function build(outcome: RefusedOutcome, lang: Locale, formPath: string): RefusalPage {
  const { form, refusal } = contactCopyIn(lang);
  return plainPage(lang, form.notices[outcome], [
    `<p><a href="${escapeHtml(formPath)}">${escapeHtml(refusal.backToForm)}</a></p></main>`,
  ]);
}

const built = new Map<string, RefusalPage>();

/**
 * A contact post refused before its fields are read, answered as a document: the
 * form's notice in the form's language, and a link back to the form. Built once
 * and then sent as it is, not rendered: a client past the rate limit, or another
 * site's page posting in a loop, costs no more than a JSON answer.
 */
export function refusalPage(outcome: RefusedOutcome, lang: Locale, formPath: string): RefusalPage {
  const key = `${outcome} ${lang} ${formPath}`;
  let page = built.get(key);
  if (!page) {
    page = build(outcome, lang, formPath);
    built.set(key, page);
  }
  return page;
}
