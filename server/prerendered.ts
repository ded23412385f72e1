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
 * walking the client build: the hashes come from the very bytes we send.
 */
export function findPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_astro") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(`/${relative}`, readPrerenderedPage(full));
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

/** "/platform/" and "/platform" are the same page: no redirect, one canonical URL. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
