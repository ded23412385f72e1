/**
 * Where a lead came from, without a cookie or any storage of ours: what the
 * browser itself keeps of this tab's visit (its history entries, through the
 * Navigation API) and the page's referrer. The contact form sends it in hidden
 * fields (lib/lead-source-fields.ts); browsers without the Navigation API send
 * the form's page and the page before it only. Every page runs it from its own
 * inline script (layouts/Document.astro): imported by a second script too, it
 * would become a file of its own that every page fetches before the visitor
 * does anything.
 */
import type { LeadSourceField } from "~/lib/lead-source-fields";

/** What the entry of a visit's first page in the tab's history keeps. */
interface ArrivalState {
  arrivedFrom?: string;
}

const tabHistory = (): Navigation | undefined => ("navigation" in window ? navigation : undefined);

/** The host of the other site this page was opened from, if it was. */
function otherSiteHost(): string | undefined {
  if (!URL.canParse(document.referrer)) return undefined;
  const url = new URL(document.referrer);
  return url.origin === location.origin ? undefined : url.hostname;
}

/** Path and query of an address of this site; undefined for another site's. */
function pathHere(address: string | null | undefined): string | undefined {
  if (!address || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.origin === location.origin ? url.pathname + url.search : undefined;
}

/**
 * On a page opened from another site, that site's host goes into this page's
 * entry of the tab's history: the contact page, a few pages on, reads it there.
 * It lives as long as the tab's history and no other page or site can read it.
 */
function rememberArrival(): void {
  const host = otherSiteHost();
  const tab = tabHistory();
  if (!host || !tab?.currentEntry) return;
  const state = tab.currentEntry.getState();
  if (state !== undefined && (typeof state !== "object" || state === null)) return;
  tab.updateCurrentEntry({ state: { ...state, arrivedFrom: host } satisfies ArrivalState });
}

/** Fills a form's hidden source fields; they survive the form's reset after a send. */
function fillLeadSource(form: HTMLFormElement): void {
  const set = (name: LeadSourceField, value: string | undefined) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && value) input.defaultValue = value;
  };
  // The tab's entries of this site, oldest first: the first is where the visit began.
  const entries = tabHistory()?.entries() ?? [];
  const arrivedFrom = entries
    .map((entry) => (entry.getState() as ArrivalState | undefined)?.arrivedFrom)
    .find(Boolean);
  set("sourcePage", location.pathname + location.search);
  set("previousPage", pathHere(document.referrer));
  set("landingPage", pathHere(entries[0]?.url));
  set("referrer", arrivedFrom ?? otherSiteHost());
}

/** Notes where the visit came from, and fills the source fields of any form on the page that has them. */
export function startLeadSource(): void {
  rememberArrival();
  const sourceField: LeadSourceField = "sourcePage";
  for (const form of document.forms) {
    if (form.elements.namedItem(sourceField) instanceof HTMLInputElement) fillLeadSource(form);
  }
}
