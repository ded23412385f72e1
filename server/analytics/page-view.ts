import type { Request } from "express";
import { isbot } from "isbot";
import { sectionLocale } from "../../src/route-table";
import { networkOf } from "../contact/client-key";
import { campaignOf, externalHost, type LeadSource } from "../contact/lead-source";
import { type Device, deviceOf } from "./device";

/** One view of one of the site's pages, as the counter takes it. */
export interface PageView {
  /** The page's path, without its query: "/contact", "/de/platform". */
  page: string;
  /** The page's locale code, from the route table. */
  language: string;
  /** The other site's host the Referer names; null for none, or one of ours. */
  referrerHost: string | null;
  /** The address's utm_ tags; null when it has none. */
  campaign: LeadSource["utm"] | null;
  device: Device;
  /**
   * What the day's visitor id is keyed from: held in memory until the next flush
   * turns it into that id, never stored (server/analytics/visitor-id.ts). The
   * user agent is its first MAX_USER_AGENT_LENGTH characters.
   */
  client: { network: string; userAgent: string };
}

/**
 * The most of a user agent a view keeps. A browser's is rarely over 300 characters;
 * Node takes headers of up to 16 KB, and a flood of such user agents would
 * otherwise fill the counter's and the forwarder's 10,000 views with 300 MB.
 */
export const MAX_USER_AGENT_LENGTH = 512;

/**
 * The user agent's first characters, copied: V8's slice of a long string keeps
 * the whole string alive behind it. Node reads header values as latin1, one
 * byte a character, so the copy through latin1 loses nothing.
 */
function keptUserAgent(userAgent: string): string {
  return Buffer.from(userAgent.slice(0, MAX_USER_AGENT_LENGTH), "latin1").toString("latin1");
}

/**
 * Headers a browser sends when it fetches a page ahead of a click that may never
 * come: Sec-Purpose ("prefetch", "prefetch;prerender"), the older Purpose,
 * Firefox's X-Moz, and Safari's X-Purpose (prefetches, and Top Sites previews).
 */
const AHEAD_OF_A_CLICK: readonly [header: string, value: RegExp][] = [
  ["sec-purpose", /^prefetch\b/i],
  ["purpose", /^prefetch\b/i],
  ["x-moz", /^prefetch\b/i],
  ["x-purpose", /^(prefetch|preview)\b/i],
];

function fetchedAhead(req: Request): boolean {
  return AHEAD_OF_A_CLICK.some(([header, value]) => value.test(req.get(header) ?? ""));
}

/**
 * The page view an answer was, or undefined for one that is none: anything but
 * GET (HEAD reads no page), an answer other than the page (200) or "your copy is
 * still the page" (304: pages are revalidated on every visit, so a returning
 * reader's views are 304s), a fetch ahead of a click, a bot or crawler by isbot's
 * list, or a client that names no user agent (every browser does). isbot and
 * the device read the whole user agent; the view keeps its first 512 characters.
 * `ours` says which origins are the site's own: a Referer from one of them, or
 * from the host the request was sent to, is a step within the site, no source.
 */
export function readPageView(
  req: Request,
  status: number,
  page: string,
  ours: (origin: string) => boolean,
): PageView | undefined {
  if (req.method !== "GET" || (status !== 200 && status !== 304)) return undefined;
  if (fetchedAhead(req)) return undefined;
  const userAgent = req.get("user-agent") ?? "";
  if (userAgent === "" || isbot(userAgent)) return undefined;
  const host = req.get("host");
  const ownOrigin = (origin: string) => ours(origin) || new URL(origin).host === host;
  const query = req.originalUrl.indexOf("?");
  return {
    page,
    language: sectionLocale(page),
    referrerHost: externalHost(req.get("referer"), ownOrigin),
    campaign: query < 0 ? null : campaignOf(`/${req.originalUrl.slice(query)}`),
    device: deviceOf(userAgent, req.get("sec-ch-ua-mobile")),
    client: { network: networkOf(req.ip ?? "unknown"), userAgent: keptUserAgent(userAgent) },
  };
}
