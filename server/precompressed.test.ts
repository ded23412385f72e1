import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import { precompress } from "../scripts/precompress.mjs";
import { negotiateCoding, precompressedFiles } from "./precompressed";

describe("negotiateCoding", () => {
  const both = ["br", "gzip"] as const;

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br", "br"],
    ["gzip", "gzip"],
    ["GZIP, Br", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip; q=1.0, br; Q=0.9", "gzip"],
    ["br;q=2, gzip;q=0.1", "gzip"],
    ["br;q=high, gzip;q=0.001", "gzip"],
  ])("picks from %j: %s", (header, coding) => {
    expect(negotiateCoding(header, both)).toBe(coding);
  });

  it.each([
    [undefined],
    [""],
    ["identity"],
    ["deflate"],
    ["br;q=0, gzip;q=0"],
    ["br;q=0.000, gzip;q=0"],
    ["*;q=0"],
    ["br;q=abc"],
  ])("sends the plain file for %j", (header) => {
    expect(negotiateCoding(header, both)).toBeUndefined();
  });

  it("offers only the codings the file has", () => {
    expect(negotiateCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateCoding("br", ["gzip"])).toBeUndefined();
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * node:http, unlike fetch, shows the bytes as sent, still encoded; and given a
 * path rather than a URL, it sends the path as it is, dot segments included.
 */
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

let port = 0;
const PAGE_POLICY = "default-src 'none'; script-src 'sha256-abc'";
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("precompressedFiles", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  const assetsDir = path.join(dir, "assets");
  const script = `export const routes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `/page-${i}`))};`;
  const page = `<!doctype html><html><body>${"<p>Training that sticks.</p>".repeat(200)}</body></html>`;
  let server: http.Server;

  beforeAll(async () => {
    mkdirSync(assetsDir);
    writeFileSync(path.join(assetsDir, "entry.js"), script);
    writeFileSync(path.join(dir, "index.html"), page);
    await precompress(dir);

    // Wired as server/app.ts wires it.
    const precompressed = precompressedFiles(dir);
    const app = express();
    app.use(compression());
    const assetCaching = { immutable: true, maxAge: "1y" };
    app.use(
      "/assets",
      precompressed.serveStatic(assetsDir, assetCaching),
      express.static(assetsDir, { ...assetCaching, index: false, redirect: false }),
    );
    app.get("/", (req, res, next) => {
      const headers = { "Cache-Control": "no-cache", "Content-Security-Policy": PAGE_POLICY };
      precompressed.sendFile(req, res, path.join(dir, "index.html"), { headers }, next);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends a browser the brotli file, which decodes to the script, typed and cached as the script", async () => {
    const plain = await request("/assets/entry.js");
    const response = await request("/assets/entry.js", BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends gzip to a client that takes gzip only, or prefers it", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0.5, gzip"]) {
      const response = await request("/assets/entry.js", {
        "accept-encoding": acceptEncoding,
      });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it("sends the plain file, still marked as varying, when no coding is accepted", async () => {
    const refusing: Record<string, string>[] = [{}, { "accept-encoding": "br;q=0, gzip;q=0" }];
    for (const headers of refusing) {
      const response = await request("/assets/entry.js", headers);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(script);
    }
  });

  it("keeps a prerendered page's own headers on its encoded answer", async () => {
    const response = await request("/", BROWSER);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toBe(PAGE_POLICY);
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
  });

  it("revalidates each coding with its own ETag: 304 for the same, 200 for another", async () => {
    const br = await request("/assets/entry.js", BROWSER);
    const gzip = await request("/assets/entry.js", { "accept-encoding": "gzip" });
    const plain = await request("/assets/entry.js");
    const etags = [br, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);

    const again = await request("/assets/entry.js", {
      ...BROWSER,
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const other = await request("/assets/entry.js", {
      "accept-encoding": "gzip",
      "if-none-match": String(br.headers.etag),
    });
    expect(other.status).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the encoded file's headers and no body", async () => {
    const get = await request("/", BROWSER);
    const head = await request("/", BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("sends an encoded answer whole to a Range request, and ranges of the plain file", async () => {
    const encoded = await request("/assets/entry.js", { ...BROWSER, range: "bytes=0-9" });
    expect(encoded.status).toBe(200);
    expect(encoded.headers["accept-ranges"]).toBeUndefined();
    expect(brotliDecompressSync(encoded.body).toString()).toBe(script);

    const plain = await request("/assets/entry.js", { range: "bytes=0-9" });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(script.slice(0, 10));
  });

  it("serves no file outside its folder", async () => {
    for (const urlPath of ["/assets/../index.html", "/assets/%2e%2e/index.html"]) {
      const response = await request(urlPath, BROWSER);
      expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });
});
