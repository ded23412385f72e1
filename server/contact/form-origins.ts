/**
 * Which pages may post the contact form. A browser names the page a post comes
 * from (Origin, or Referer), and it must be one of ours: never the request's own
 * Host, which names whatever host the request was sent to (a DNS-rebinding page's
 * own).
 */
export interface FormOrigins {
  /** The origin the pages were built for (PUBLIC_SITE_URL when `npm run build` ran). */
  builtFor: string;
  /** Whether a page at this origin is one of ours. */
  accepts(origin: string): boolean;
  /** Whether a local build takes posts from this machine's pages on any port. */
  anyLocalPort: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTNAMES.has(url.hostname);
}

/**
 * The origin the pages were built for and ALLOWED_ORIGINS. A build for this
 * machine (the default, http://localhost:3000) is someone trying the site: it
 * takes posts from pages on any loopback name and port, so `PORT=3932 npm start`
 * and a container published on another port just work. Only a page served by
 * this machine carries such an origin; a rebound page's carries its own host
 * name, so the DNS-rebinding refusal stands. A build for a public address takes
 * its own origin and the listed ones only.
 */
export function formOrigins(builtFor: string, allowed: readonly string[]): FormOrigins {
  const site = new URL(builtFor);
  const anyLocalPort = isLoopback(site);
  const exact = new Set([site.origin, ...allowed]);
  return {
    builtFor: site.origin,
    anyLocalPort,
    accepts(origin) {
      if (exact.has(origin)) return true;
      if (!anyLocalPort) return false;
      const url = new URL(origin);
      return /^https?:$/.test(url.protocol) && isLoopback(url);
    },
  };
}
