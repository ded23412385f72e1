import { createHash } from "node:crypto";
import { site } from "~/site.config";

/**
 * The Content-Security-Policy of every response. Inline scripts and styles run
 * only when the policy carries their hash: the prerendered pages' hashes are
 * computed from the files the server sends, the server-rendered pages' (404,
 * the no-JavaScript contact result) from the HTML as it is rendered. No
 * 'unsafe-inline', no 'unsafe-eval', and no third-party origin but the
 * configured asset host, for images and video.
 */

export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

const NO_HASHES: InlineHashes = { scripts: [], styles: [] };

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/**
 * Data blocks (JSON-LD, a form's words as JSON): a browser never runs them, so
 * script-src does not apply and their hashes would only lengthen every header.
 * Speculation rules are not among them: the policy governs those.
 */
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json/i;

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/** The hash source of each inline script and style element in a page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => !HAS_SRC.test(attributes) && !DATA_BLOCK.test(attributes))
    .map(([, , body = ""]) => sha256(body));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256(body));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** The policy for a page with these inline hashes; without hashes, for everything else. */
export function contentSecurityPolicy(
  hashes: InlineHashes = NO_HASHES,
  assetHost: string = site.assetHost,
): string {
  const media = ["'self'", assetHost].filter(Boolean).join(" ");
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...hashes.scripts],
    "style-src": ["'self'", ...hashes.styles],
    // data: for a first-screen drawing or poster carried inside its page (ADR 0020).
    "img-src": [media, "data:"],
    "media-src": [media],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
