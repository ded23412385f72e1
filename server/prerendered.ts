import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineHashes } from "../app/lib/csp.server";

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
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        const policy = contentSecurityPolicy(inlineHashes(readFileSync(full, "utf8")));
        pages.set(`/${relative}`, { file: full, contentSecurityPolicy: policy });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** "/platform/" and "/platform" are the same page: no redirect, one canonical URL. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
