import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import {
  CSP_HEADER,
  plainSecurityHeaders,
  type SecurityHeaderOptions,
  securityHeaderOptions,
  securityHeaders,
} from "./security-headers";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(allowIndexing: boolean, options: Partial<SecurityHeaderOptions> = {}) {
  const app = express();
  app.use(securityHeaders({ allowIndexing, hstsIncludeSubdomains: false, ...options }));
  app.get("/own-policy", (_req, res) => {
    res.set(CSP_HEADER, "default-src 'none'; script-src 'sha256-abc'").send("ok");
  });
  app.get("/file", (_req, res) => {
    res.type("text").send("plain");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("securityHeaders", () => {
  it("gives a response without a policy of its own the hash-less one", async () => {
    const base = await serve(true);
    const response = await fetch(`${base}/file`);
    expect(response.headers.get(CSP_HEADER)).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });

  it("lets other sites embed only images, video and share cards", async () => {
    const base = await serve(true);
    const corp = async (path: string) =>
      (await fetch(`${base}${path}`)).headers.get("cross-origin-resource-policy");
    expect(await corp("/file")).toBe("same-origin");
    expect(await corp("/assets/entry.js")).toBe("same-origin");
    expect(await corp("/media/team/anna.webp")).toBe("cross-origin");
    expect(await corp("/share/platform.png")).toBe("cross-origin");
  });

  it("keeps a page's own policy, exactly once", async () => {
    const base = await serve(true);
    const response = await fetch(`${base}/own-policy`);
    expect(response.headers.get(CSP_HEADER)).toBe("default-src 'none'; script-src 'sha256-abc'");
  });

  it("keeps browsers on HTTPS for the site's host, and for its subdomains only when HSTS_INCLUDE_SUBDOMAINS says so", async () => {
    const hsts = async (env: Record<string, string>) => {
      const base = await serve(true, securityHeaderOptions(loadEnv(env)));
      const header = (await fetch(`${base}/file`)).headers.get("strict-transport-security");
      close?.();
      return header;
    };
    expect(await hsts({})).toBe("max-age=63072000");
    expect(await hsts({ HSTS_INCLUDE_SUBDOMAINS: "true" })).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("asks search engines to stay away when indexing is off (staging)", async () => {
    const base = await serve(false);
    const response = await fetch(`${base}/file`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

/** What Express and Node add to the test app's answer (the site's app sends no X-Powered-By). */
const NOT_SECURITY_HEADERS = [
  "content-type",
  "content-length",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "x-powered-by",
];

describe("plainSecurityHeaders", () => {
  it("are the headers the middleware sends on a response without a policy of its own", async () => {
    for (const [allowIndexing, hstsIncludeSubdomains] of [
      [true, false],
      [false, true],
    ] as const) {
      const base = await serve(allowIndexing, { hstsIncludeSubdomains });
      const response = await fetch(`${base}/file`);
      const sent = Object.fromEntries(
        [...response.headers].filter(([name]) => !NOT_SECURITY_HEADERS.includes(name)),
      );
      const plain = Object.fromEntries(
        Object.entries(plainSecurityHeaders({ allowIndexing, hstsIncludeSubdomains })).map(
          ([name, value]) => [name.toLowerCase(), value],
        ),
      );
      expect(plain).toEqual(sent);
      close?.();
    }
  });
});
