/**
 * The styles each built page carries: every picture they name is one the site
 * serves. A rule naming a missing file or another site's address is dead weight
 * at best, and a request the Content-Security-Policy refuses at worst.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

const builtPages = () =>
  readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );

/** The url(...) references of a page's inline styles and style attributes. */
function styleUrls(html: string): string[] {
  const styles = [
    ...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g),
    ...html.matchAll(/style="([^"]*)"/g),
  ].map((match) => match[1] ?? "");
  return styles.flatMap((css) =>
    [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2] ?? ""),
  );
}

test("no page's styles name a picture the site does not serve, or another site's address", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  const strays = pages.flatMap((page) =>
    styleUrls(readFileSync(path.join(clientDir, page), "utf8"))
      .filter((url) => !url.startsWith("data:") && !url.startsWith("#"))
      .filter(
        (url) =>
          !url.startsWith("/") || !existsSync(path.join(clientDir, url.split(/[?#]/)[0] ?? "")),
      )
      .map((url) => `${page}: ${url}`),
  );
  expect(strays).toEqual([]);
});
