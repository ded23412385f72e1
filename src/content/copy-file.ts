import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import type { Locale } from "~/locales";

/**
 * A copy file as written, parsed but not yet checked: src/content/copy/<locale>/<name>.yaml,
 * read from the project's folder (test runners and tsx run from it). The server's bundle
 * holds the files it reads instead (scripts/build-server.mjs), so build/ runs on its own.
 */
export function copyFile(locale: Locale, name: string): unknown {
  return load(readFileSync(path.resolve(`src/content/copy/${locale}/${name}.yaml`), "utf8"));
}
