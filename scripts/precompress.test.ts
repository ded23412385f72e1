import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import { precompress } from "./precompress.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
const file = (name: string) => path.join(dir, name);
const page = `<!doctype html><html><body>${"<p>Training that sticks.</p>".repeat(200)}</body></html>`;
const script = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/page-${i}`))};`;

beforeAll(async () => {
  mkdirSync(file("platform"));
  mkdirSync(file("assets"));
  writeFileSync(file("platform/index.html"), page);
  writeFileSync(file("assets/entry.js"), script);
  writeFileSync(file("robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(file("assets/photo.png"), randomBytes(4096));
  // A file that does not shrink, with a sibling left from an earlier run.
  writeFileSync(file("assets/noise.js"), randomBytes(4096));
  writeFileSync(file("assets/noise.js.br"), "stale");
  await precompress(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes brotli and gzip siblings that decode to exactly the page and the script", () => {
    for (const [name, text] of [
      ["platform/index.html", page],
      ["assets/entry.js", script],
    ] as const) {
      const br = readFileSync(file(`${name}.br`));
      const gz = readFileSync(file(`${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(Buffer.byteLength(text) / 4);
    }
  });

  it("leaves small files, images and files that do not shrink without siblings", () => {
    for (const name of ["robots.txt", "assets/photo.png", "assets/noise.js"]) {
      expect(existsSync(file(`${name}.br`)), `${name}.br`).toBe(false);
      expect(existsSync(file(`${name}.gz`)), `${name}.gz`).toBe(false);
    }
  });
});
