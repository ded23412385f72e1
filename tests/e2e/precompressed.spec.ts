import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Response } from "@playwright/test";
import { expect, test, waitUntilReady } from "./support/fixtures";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The browser got the build's own .br of `file` (its length, not a stream
 * compressed on the fly), and it decoded to exactly the file.
 */
async function expectBrotliOfBuiltFile(response: Response, file: string) {
  const what = new URL(response.url()).pathname;
  const headers = await response.allHeaders();
  expect(headers["content-encoding"], what).toBe("br");
  expect(Number(headers["content-length"]), what).toBe(statSync(`${file}.br`).size);
  expect(sha256(await response.body()), what).toBe(sha256(readFileSync(file)));
}

test("a browser gets a page and its scripts brotli-encoded, decoding to the built files", async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/_astro/") && pathname.endsWith(".js")) scripts.push(response);
  });
  // The contact page: its form's script (ADR 0016) is a file; other pages' own
  // scripts are small enough to be part of the page (ADR 0008, 0015).
  const contact = await page.goto("/contact");
  expect(contact, "the contact page").not.toBeNull();
  await expectBrotliOfBuiltFile(contact as Response, path.join(clientDir, "contact", "index.html"));

  await waitUntilReady(page);
  // Chunks under 1 KB have no encoded copy (scripts/precompress.mjs) and come as they are.
  const encoded = scripts.filter((response) =>
    existsSync(path.join(clientDir, `${new URL(response.url()).pathname}.br`)),
  );
  expect(encoded.length, "scripts with a brotli copy").toBeGreaterThan(0);
  for (const script of encoded) {
    await expectBrotliOfBuiltFile(script, path.join(clientDir, new URL(script.url()).pathname));
  }
});
