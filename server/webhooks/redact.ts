/** Anything written scheme://…, up to the first space or quote. */
const ADDRESS = /[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi;

/**
 * Every address in `text` cut down to its host: "https://u:pw@hooks.example/T0/x"
 * reads "hooks.example". A webhook's path (Slack, Teams, Zapier) or user:pass@
 * is the receiver's password.
 */
export const addressesAsHosts = (text: string) =>
  text.replace(ADDRESS, (address) => (URL.canParse(address) ? new URL(address).host : "…"));

/**
 * An error message with the endpoint's URL taken out, for logs and last_error:
 * fetch's own messages quote the URL whole ("Failed to parse URL from https://…").
 * An address becomes its host; the path and credentials, quoted alone, become "…".
 */
export function withoutUrl(message: string, url: URL): string {
  const secrets = [url.pathname + url.search, url.pathname, url.search, url.username, url.password]
    .filter((part) => part.length > 1)
    .toSorted((a, b) => b.length - a.length);
  return secrets.reduce((text, secret) => text.replaceAll(secret, "…"), addressesAsHosts(message));
}
