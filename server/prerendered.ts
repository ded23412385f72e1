import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Maps each prerendered URL path ("/", "/platform", "/individuals/de") to its
 * index.html, found once at start-up by walking the client build.
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(`/${relative}`, full);
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
