import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { contentSecurityPolicy } from "../src/lib/csp.server";

export const CSP_HEADER = "Content-Security-Policy";

/** Features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay=(self)",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
  "browsing-topics",
]
  .map((feature) => (feature.includes("=") ? feature : `${feature}=()`))
  .join(", ");

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  // For browsers that predate CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * Images, video and share cards are meant for other sites too: the asset host
 * pulls /media from us and passes our headers on, and link previews load the
 * /share cards. Nothing else is for any page but ours, so no other site may
 * embed it (the Observatory's Cross-Origin-Resource-Policy bonus).
 */
const EMBEDDABLE_ELSEWHERE = /^\/(?:media|share)\//;

const ROBOTS_HEADER = "X-Robots-Tag";
const HSTS_HEADER = "Strict-Transport-Security";
const NO_INDEXING = "noindex, nofollow";

export interface SecurityHeaderOptions {
  /** false on staging: every response asks search engines to stay away. */
  allowIndexing: boolean;
  /** HSTS_INCLUDE_SUBDOMAINS: the HTTPS-only rule covers every subdomain of the site's host too. */
  hstsIncludeSubdomains: boolean;
}

/** The options as the environment sets them, for the app and the connection guards alike. */
export function securityHeaderOptions(env: {
  ALLOW_INDEXING: boolean;
  HSTS_INCLUDE_SUBDOMAINS: boolean;
}): SecurityHeaderOptions {
  return {
    allowIndexing: env.ALLOW_INDEXING,
    hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS,
  };
}

/**
 * Two years, the preload list's minimum; browsers ignore it over plain HTTP.
 * A browser keeps the rule for those two years whatever the site says later,
 * so it covers subdomains (an intranet page on http://wiki.example.com beside
 * https://example.com) only when the operator says every one of them is HTTPS.
 */
function strictTransportSecurity(includeSubdomains: boolean): string {
  return includeSubdomains ? "max-age=63072000; includeSubDomains" : "max-age=63072000";
}

/**
 * Security headers on every response, HTML and assets alike. A route that knows
 * its page's inline hashes sets its own policy; anything else gets the
 * hash-less one just before its headers go out.
 */
export function securityHeaders({
  allowIndexing,
  hstsIncludeSubdomains,
}: SecurityHeaderOptions): RequestHandler {
  const fallbackPolicy = contentSecurityPolicy();
  const hsts = strictTransportSecurity(hstsIncludeSubdomains);
  return (req, res, next) => {
    res.set(SECURITY_HEADERS);
    res.set(HSTS_HEADER, hsts);
    res.set(
      "Cross-Origin-Resource-Policy",
      EMBEDDABLE_ELSEWHERE.test(req.path) ? "cross-origin" : "same-origin",
    );
    if (!allowIndexing) res.set(ROBOTS_HEADER, NO_INDEXING);
    onHeaders(res, function setFallbackPolicy() {
      if (!this.hasHeader(CSP_HEADER)) this.setHeader(CSP_HEADER, fallbackPolicy);
    });
    next();
  };
}

/**
 * The same headers, as the middleware sends them on a response that sets no
 * policy of its own, for answers written before Express sees the request (or
 * without a request at all: Node's parser refusals): nothing to embed, the
 * hash-less policy.
 */
export function plainSecurityHeaders({
  allowIndexing,
  hstsIncludeSubdomains,
}: SecurityHeaderOptions): Readonly<Record<string, string>> {
  return {
    ...SECURITY_HEADERS,
    [HSTS_HEADER]: strictTransportSecurity(hstsIncludeSubdomains),
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(allowIndexing ? {} : { [ROBOTS_HEADER]: NO_INDEXING }),
    [CSP_HEADER]: contentSecurityPolicy(),
  };
}
