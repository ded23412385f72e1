import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCsp } from "../src/admin/admin-csp";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { writeClientBuild } from "./test-support/client-build";
import { silentLogger } from "./test-support/databases";

/** The app on a client build, with or without the editor's files (CMS_ADMIN=true writes them). */
async function serve(
  withEditor: boolean,
): Promise<{ base: string; server: Server; buildDir: string }> {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "admin-editor-"));
  writeClientBuild(buildDir);
  if (withEditor) {
    const admin = path.join(buildDir, "client/admin");
    mkdirSync(admin, { recursive: true });
    writeFileSync(
      path.join(admin, "index.html"),
      '<!doctype html><html lang="en"><title>Content editor</title>',
    );
    writeFileSync(path.join(admin, "sveltia-cms.js"), "console.log('cms')");
  }
  const app = createApp({
    env: loadEnv({ BUILD_DIR: buildDir }),
    logger: silentLogger,
    renderOnRequest: async () => {
      throw new Error("nothing here is rendered on request");
    },
    contactForm: async () => {
      throw new Error("no contact post here");
    },
    databaseReady: async () => true,
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, buildDir };
}

describe("/admin in a build with the editor", () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve(true);
  });
  afterAll(() => {
    app.server.close();
    rmSync(app.buildDir, { recursive: true, force: true });
  });

  it("serves the editor with its own policy, never indexed, able to hear back from the sign-in popup", async () => {
    for (const file of ["/admin", "/admin/sveltia-cms.js"]) {
      const response = await fetch(`${app.base}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-security-policy"), file).toBe(adminCsp);
      expect(response.headers.get("cross-origin-opener-policy"), file).toBe(
        "same-origin-allow-popups",
      );
      expect(response.headers.get("x-robots-tag"), file).toBe("noindex, nofollow");
    }
    expect(await (await fetch(`${app.base}/admin`)).text()).toContain(
      "<title>Content editor</title>",
    );
  });

  it("leaves the public pages' policy and opener isolation as they were", async () => {
    const page = await fetch(`${app.base}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).not.toBe(adminCsp);
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; .*'sha256-/);
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.headers.get("x-robots-tag")).toBeNull();
  });
});

describe("/admin in a build without the editor", () => {
  it("is a missing page like any other", async () => {
    const app = await serve(false);
    try {
      const response = await fetch(`${app.base}/admin`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page not found");
      expect((await fetch(`${app.base}/admin/sveltia-cms.js`)).status).toBe(404);
    } finally {
      app.server.close();
      rmSync(app.buildDir, { recursive: true, force: true });
    }
  });
});
