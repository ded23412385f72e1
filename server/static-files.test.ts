import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import { precompress } from "../scripts/precompress.mjs";
import { MAX_FILE_BYTES, negotiateCoding, staticFiles } from "./static-files";

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
  port: number,
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

const PAGE_POLICY = "default-src 'none'; script-src 'sha256-abc'";
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The files of `dir` served as server/app.ts wires them, with what they logged at start-up. */
async function startServer(dir: string) {
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { base: null, timestamp: false },
    { write: (line: string) => logs.push(JSON.parse(line)) },
  );
  const files = staticFiles(dir, logger);
  const app = express();
  app.use(
    compression({
      filter: (req, res) => !files.sentFromMemory(res) && compression.filter(req, res),
    }),
  );
  app.use(
    "/assets",
    files.serve(path.join(dir, "assets"), { maxAgeSeconds: 31_536_000, immutable: true }),
  );
  app.get("/", (req, res, next) => {
    const headers = { "Cache-Control": "no-cache", "Content-Security-Policy": PAGE_POLICY };
    files.sendPage(req, res, path.join(dir, "index.html"), headers, next);
  });
  app.use(files.serve(dir, { maxAgeSeconds: 3600 }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, port: (server.address() as AddressInfo).port, logs };
}

describe("staticFiles", () => {
  const outside = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  const dir = path.join(outside, "client");
  const file = (name: string) => path.join(dir, name);
  const script = `export const routes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `/page-${i}`))};`;
  const page = `<!doctype html><html><body>${"<p>Training that sticks.</p>".repeat(200)}</body></html>`;
  const sitemap = `<?xml version="1.0"?><urlset>${"<url><loc>https://example.com/</loc></url>".repeat(50)}</urlset>`;
  const smallScript = "export const answer = 42;";
  const huge = "Training that sticks. ".repeat(MAX_FILE_BYTES / 20);
  let server: http.Server;
  let port = 0;
  let logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    mkdirSync(file("assets"), { recursive: true });
    writeFileSync(path.join(outside, "secret.txt"), "not for the web");
    writeFileSync(file("assets/entry.js"), script);
    writeFileSync(file("assets/small.js"), smallScript);
    writeFileSync(file("index.html"), page);
    writeFileSync(file("sitemap.xml"), sitemap);
    await precompress(dir);
    // Written by hand: brotli at the build's quality would take seconds on 2 MB.
    writeFileSync(file("assets/huge.txt"), huge);
    writeFileSync(file("assets/huge.txt.gz"), gzipSync(huge, { level: 1 }));
    ({ server, port, logs } = await startServer(dir));
  });

  afterAll(() => {
    server.close();
    rmSync(outside, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    request(port, urlPath, headers);

  it("sends a browser the build's brotli file, typed and cached as the script", async () => {
    const plain = await get("/assets/entry.js");
    const response = await get("/assets/entry.js", BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.body.equals(readFileSync(file("assets/entry.js.br")))).toBe(true);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends the build's gzip file, not compressed again, to a client that takes gzip only or prefers it", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0.5, gzip"]) {
      const response = await get("/assets/entry.js", { "accept-encoding": acceptEncoding });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.body.equals(readFileSync(file("assets/entry.js.gz")))).toBe(true);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it("sends the plain file as it is, still marked as varying, to a client that takes neither", async () => {
    const refusing: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
      // The compression middleware could deflate it, but leaves an answer from memory alone.
      { "accept-encoding": "deflate" },
    ];
    for (const headers of refusing) {
      const response = await get("/assets/entry.js", headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(script)));
      expect(response.body.toString()).toBe(script);
    }
  });

  it("keeps a prerendered page's own headers on each of its codings", async () => {
    for (const [headers, decode] of [
      [BROWSER, (body: Buffer) => brotliDecompressSync(body)],
      [{ "accept-encoding": "gzip" }, (body: Buffer) => gunzipSync(body)],
      [{}, (body: Buffer) => body],
    ] as const) {
      const response = await get("/", headers);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toBe(PAGE_POLICY);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.body).toString()).toBe(page);
    }
  });

  it("caches a file outside /assets for an hour", async () => {
    const response = await get("/sitemap.xml", BROWSER);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(brotliDecompressSync(response.body).toString()).toBe(sitemap);
  });

  it("revalidates each coding with its own ETag: 304 for the same, 200 for another", async () => {
    const codings: Record<string, string>[] = [BROWSER, { "accept-encoding": "gzip" }, {}];
    for (const urlPath of ["/assets/entry.js", "/"]) {
      const responses = await Promise.all(codings.map((headers) => get(urlPath, headers)));
      const etags = responses.map((response) => String(response.headers.etag));
      expect(new Set(etags).size, urlPath).toBe(3);

      for (const [index, headers] of codings.entries()) {
        const again = await get(urlPath, { ...headers, "if-none-match": etags[index] as string });
        expect(again.status, urlPath).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etags[index]);
        expect(again.headers.vary).toMatch(/accept-encoding/i);
        expect(again.headers["cache-control"]).toBe(urlPath === "/" ? "no-cache" : IMMUTABLE);

        const other = etags[(index + 1) % etags.length] as string;
        const changed = await get(urlPath, { ...headers, "if-none-match": other });
        expect(changed.status, urlPath).toBe(200);
        expect(changed.headers.etag).toBe(etags[index]);
      }
    }
  });

  it("gives the same ETags after a restart on the same build", async () => {
    const restarted = await startServer(dir);
    try {
      for (const headers of [BROWSER, { "accept-encoding": "gzip" }, {}]) {
        const before = await get("/assets/entry.js", headers);
        const after = await request(restarted.port, "/assets/entry.js", headers);
        expect(after.headers.etag).toBe(before.headers.etag);
      }
    } finally {
      restarted.server.close();
    }
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    for (const headers of [BROWSER, {}]) {
      const getResponse = await get("/", headers);
      const head = await request(port, "/", headers, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers["content-encoding"]).toBe(getResponse.headers["content-encoding"]);
      expect(head.headers["content-length"]).toBe(String(getResponse.body.length));
      expect(head.headers.etag).toBe(getResponse.headers.etag);
      expect(head.body.length).toBe(0);
    }
  });

  it("sends a file held in memory whole to a Range request", async () => {
    for (const headers of [BROWSER, {}]) {
      const response = await get("/assets/entry.js", { ...headers, range: "bytes=0-9" });
      expect(response.status).toBe(200);
      expect(response.headers["accept-ranges"]).toBeUndefined();
      expect(response.headers["content-range"]).toBeUndefined();
    }
  });

  it("leaves a file without encoded copies to express.static, with the same caching", async () => {
    const response = await get("/assets/small.js", BROWSER);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(smallScript);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    // express.static's own validator and range support: the file came from disk.
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.headers["accept-ranges"]).toBe("bytes");
    const range = await get("/assets/small.js", { range: "bytes=0-5" });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(smallScript.slice(0, 6));
  });

  it("leaves a file over the size limit on disk, and says so at start-up", async () => {
    const response = await get("/assets/huge.txt");
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.body.length).toBe(Buffer.byteLength(huge));
    expect(logs).toContainEqual({
      level: 40,
      file: path.join("assets", "huge.txt"),
      bytes: Buffer.byteLength(huge),
      msg: "too large to hold in memory",
    });
  });

  it("logs how many files and bytes it holds in memory", () => {
    const held = ["assets/entry.js", "index.html", "sitemap.xml"].flatMap((name) =>
      ["", ".br", ".gz"].map((suffix) => readFileSync(file(name + suffix)).length),
    );
    expect(logs).toContainEqual({
      level: 30,
      files: 3,
      bytes: held.reduce((sum, bytes) => sum + bytes, 0),
      msg: "static files held in memory",
    });
  });

  it("keeps /assets caching to files under /assets", async () => {
    for (const urlPath of ["/assets/../index.html", "/assets/%2e%2e/index.html"]) {
      const response = await get(urlPath, BROWSER);
      expect(response.headers["cache-control"], urlPath).not.toBe(IMMUTABLE);
    }
  });

  it("serves no file outside the build", async () => {
    for (const urlPath of ["/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt"]) {
      const response = await get(urlPath, BROWSER);
      expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(response.body.toString()).not.toContain("not for the web");
    }
  });
});
