import type { LeadSourceField } from "../../src/lib/lead-source-fields";

export const UTM_TAGS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmTag = (typeof UTM_TAGS)[number];

/** Where a lead came from, as far as the visitor's browser said; null where it did not. */
export interface LeadSource {
  /** The page the form was sent from, path and query: "/contact?intent=demo". */
  page: string | null;
  /** The page of our site the visitor opened the form's page from. */
  previousPage: string | null;
  /** The host of the other site the visit began on: "www.google.com". */
  referrerHost: string | null;
  /** utm_source … utm_content of the visit's first page that had any, else of the form's page. */
  utm: Record<UtmTag, string | null>;
}

const MAX_URL_LENGTH = 2000;
const MAX_TAG_LENGTH = 200;
/**
 * Controls, format characters, invisible ones and Unicode's line and paragraph
 * separators (U+2028, U+2029): nothing a real address or tag holds, and a line
 * break in what the typed fields keep on one line.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;
const BASE = "http://site.invalid";

const usable = (value: string | null | undefined): value is string =>
  typeof value === "string" &&
  value !== "" &&
  value.length <= MAX_URL_LENGTH &&
  !UNSAFE.test(value);

/** "/platform?utm_source=x" as sent; null for anything that is not a path of this site. */
function sitePath(value: string | null | undefined): string | null {
  if (!usable(value) || !value.startsWith("/") || value.startsWith("//")) return null;
  if (!URL.canParse(value, BASE)) return null;
  const url = new URL(value, BASE);
  return url.origin === BASE ? url.pathname + url.search : null;
}

/** The path and query of a full address on one of our origins; null for another site's. */
function pathOnOurSite(value: string | null, ours: (origin: string) => boolean): string | null {
  if (!usable(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  return ours(url.origin) ? url.pathname + url.search : null;
}

/**
 * The host alone of another site's address or host name: sales learns which site
 * sent the visitor, and nothing of the page there. The visit counter reads a
 * page request's Referer with it too (server/analytics/page-view.ts).
 */
export function externalHost(value: string | null | undefined, ours: (origin: string) => boolean) {
  if (!usable(value)) return null;
  const address = URL.canParse(value) ? value : `https://${value}`;
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (!/^https?:$/.test(url.protocol) || url.hostname === "" || ours(url.origin)) return null;
  return url.hostname;
}

/** The campaign tags of a path of ours with its query ("/?utm_source=x"); null when it names none. */
export function campaignOf(path: string | null): LeadSource["utm"] | null {
  if (path === null) return null;
  const query = new URL(path, BASE).searchParams;
  if (!UTM_TAGS.some((tag) => query.has(`utm_${tag}`))) return null;
  const tag = (name: UtmTag) => {
    const value = query.get(`utm_${name}`)?.trim();
    return value && value.length <= MAX_TAG_LENGTH && !UNSAFE.test(value) ? value : null;
  };
  return Object.fromEntries(UTM_TAGS.map((name) => [name, tag(name)])) as LeadSource["utm"];
}

const NO_UTM = Object.fromEntries(UTM_TAGS.map((tag) => [tag, null])) as LeadSource["utm"];

/**
 * Where a posted form's lead came from: the page's hidden fields when its script
 * filled them, else the post's Referer (a browser's, same-origin: the whole
 * address of the form's page). It is what the browser said and nothing more: a
 * value that is no path of ours, no host or too long is left out, never a reason
 * to turn a visitor's message away.
 */
export function readLeadSource(
  params: URLSearchParams,
  referer: string | null,
  ours: (origin: string) => boolean,
): LeadSource {
  // A field sent twice is not our form's doing: neither copy is believed.
  const field = (name: LeadSourceField) => {
    const all = params.getAll(name);
    return all.length === 1 ? all[0] : undefined;
  };
  const page = sitePath(field("sourcePage")) ?? pathOnOurSite(referer, ours);
  const previousPage = sitePath(field("previousPage"));
  const landingPage = sitePath(field("landingPage"));
  return {
    page,
    previousPage,
    referrerHost: externalHost(field("referrer"), ours),
    // The campaign that brought the visitor: the earliest page that names one.
    utm: [landingPage, previousPage, page].map(campaignOf).find((utm) => utm !== null) ?? NO_UTM,
  };
}
