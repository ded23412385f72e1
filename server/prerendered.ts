import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineHashes } from "../src/lib/csp.server";

export interface PrerenderedPage {
  file: string;
  /** The page's own policy, with the hash of each inline script and style it holds. */
  contentSecurityPolicy: string;
}

/**
 * Maps each prerendered URL path ("/", "/platform", "/individuals/de") to its
 * index.html and that file's Content-Security-Policy, found once at start-up by
 * walking the client build: the hashes come from the very bytes we send. The paths
 * in `notPages` hold files that are no page of their own (the German error pages).
 */
export function findPrerenderedPages(
  clientDir: string,
  notPages: ReadonlySet<string> = new Set(),
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_astro") walk(full);
      } else if (entry.name === "index.html") {
        const urlPath = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`;
        if (!notPages.has(urlPath)) pages.set(urlPath, readPrerenderedPage(full));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** One prerendered HTML file and the policy its inline scripts and styles need. */
export function readPrerenderedPage(file: string): PrerenderedPage {
  const policy = contentSecurityPolicy(inlineHashes(readFileSync(file, "utf8")));
  return { file, contentSecurityPolicy: policy };
}

const SLASH = 0x2f;

/**
 * "/platform/" and "/platform" are the same page: no redirect, one canonical URL.
 * A loop from the end, one step per trailing slash: the regular expression it
 * replaces (/\/+$/) tried every run of slashes from each of its positions, so a
 * path of n slashes then one other character cost n²/2 steps (300 ms for 15,000).
 */
export function normalisePath(pathname: string): string {
  if (pathname.length <= 1) return pathname;
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end--;
  return end === 0 ? "/" : pathname.slice(0, end);
}
