import { isIP } from "node:net";
import { UTM_TAGS } from "../contact/lead-source";
import type { Env } from "../env";
import type { PageView } from "./page-view";

export type Receiver = "plausible" | "umami";

/** Where and as what page views are forwarded: ANALYTICS_FORWARD and its settings, defaults filled in. */
export interface ForwardTarget {
  receiver: Receiver;
  /** Its events API: https://plausible.example.ch/api/event, https://umami.example.ch/api/send. */
  endpoint: string;
  /** Plausible's site domain, or Umami's website id. */
  site: string;
  /** The site's own origin: a view's URL is its page there. */
  siteOrigin: string;
}

/** Below the instance's address (which may have a path of its own: Umami's BASE_PATH). */
const EVENTS_API: Record<Receiver, string> = { plausible: "api/event", umami: "api/send" };

/** The forwarding ANALYTICS_FORWARD asks for, or undefined for none. */
export function forwardTarget(env: Env, siteUrl: string): ForwardTarget | undefined {
  const receiver = env.ANALYTICS_FORWARD;
  const instance = env.ANALYTICS_FORWARD_URL;
  if (receiver === undefined || instance === undefined) return undefined;
  const base = instance.endsWith("/") ? instance : `${instance}/`;
  return {
    receiver,
    endpoint: new URL(EVENTS_API[receiver], base).href,
    // env.ts requires Umami's id; Plausible's domain is the site's host unless named.
    site: env.ANALYTICS_FORWARD_SITE ?? new URL(siteUrl).hostname,
    siteOrigin: new URL(siteUrl).origin,
  };
}

/** One page view as the receiver's events API takes it. */
export interface ForwardRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * The address the receiver keys its own daily visitor hash with: the network the
 * counter keys (an IPv4 address, an IPv6 client's /64 written as its first
 * address), so the receiver learns no more of a visitor than this server keeps.
 */
function addressOf(network: string): string | undefined {
  const address = network.replace(/\/64$/, "");
  return isIP(address) === 0 ? undefined : address;
}

/** The page's URL on the site with its campaign tags, and nothing else of the query. */
function pageUrl(target: ForwardTarget, view: PageView): URL {
  const url = new URL(view.page, target.siteOrigin);
  for (const tag of UTM_TAGS) {
    const value = view.campaign?.[tag];
    if (value) url.searchParams.append(`utm_${tag}`, value);
  }
  return url;
}

/**
 * Plausible's POST /api/event and Umami's POST /api/send, as their references
 * give them: the visitor's user agent and address in User-Agent and
 * X-Forwarded-For (what both hash into a visitor), the page's URL with its utm_
 * tags (both read campaigns from it), and the other site the visitor came from
 * (only another site's: a step within ours is no source), as its origin.
 */
export function forwardRequest(target: ForwardTarget, view: PageView): ForwardRequest {
  const address = addressOf(view.client.network);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": view.client.userAgent,
    ...(address ? { "x-forwarded-for": address } : {}),
  };
  const url = pageUrl(target, view);
  const referrer = view.referrerHost ? `https://${view.referrerHost}/` : undefined;
  if (target.receiver === "plausible") {
    return {
      headers,
      body: JSON.stringify({ name: "pageview", url: url.href, domain: target.site, referrer }),
    };
  }
  return {
    headers,
    body: JSON.stringify({
      type: "event",
      payload: {
        website: target.site,
        hostname: url.hostname,
        url: `${url.pathname}${url.search}`,
        referrer,
        // The page's language: the visitor's own is not among what a view keeps.
        language: view.language,
        // Umami reads the visitor's address from here before any header, which a
        // proxy in front of it may have replaced with this server's.
        ip: address,
      },
    }),
  };
}
