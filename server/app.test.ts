import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "../src/lib/csp.server";
import { createApp } from "./app";
import type { ContactFormHandler } from "./contact/form-handler";
import { loadEnv } from "./env";
import { silentLogger } from "./test-support/databases";

/**
 * A client build of the files the app reads at start-up, each page with an inline
 * script of its own, so each has a policy of its own: what the server sends shows
 * which file it chose.
 */
const FILES = {
  "contact/index.html": '<html lang="en"><h1>Contact</h1>',
  "de/contact/index.html": '<html lang="de"><h1>Kontakt</h1>',
  "404.html": '<html lang="en"><h1>Page not found</h1>',
  "500.html": '<html lang="en"><h1>Unexpected Application Error!</h1>',
  "de/404/index.html": '<html lang="de"><h1>Seite nicht gefunden</h1>',
  "de/500/index.html": '<html lang="de"><h1>Unerwarteter Anwendungsfehler!</h1>',
} as const;

type BuiltFile = keyof typeof FILES;

const withScript = (file: BuiltFile) =>
  `${FILES[file]}<script>console.log(${JSON.stringify(file)})</script>`;
const policyOf = (file: BuiltFile) => contentSecurityPolicy(inlineHashes(withScript(file)));

describe("the app", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "app-"));
  let server: Server;
  let base = "";
  const contactForm: ContactFormHandler = async () => ({ status: 200, data: { outcome: "sent" } });

  beforeAll(async () => {
    for (const file of Object.keys(FILES) as BuiltFile[]) {
      const full = path.join(buildDir, "client", file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, withScript(file));
    }
    const app = createApp({
      env: loadEnv({ BUILD_DIR: buildDir }),
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: (...args) => contactForm(...args),
      databaseReady: async () => true,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** Status, the body as the file it is, and its policy, which must be that file's own. */
  async function expectPage(response: Response, status: number, file: BuiltFile) {
    expect(response.status, response.url).toBe(status);
    expect(await response.text(), response.url).toBe(withScript(file));
    expect(response.headers.get("content-security-policy"), response.url).toBe(policyOf(file));
  }

  describe("a path it has no page for", () => {
    it("answers 404 with the German 404 page under /de, and the English one anywhere else", async () => {
      for (const german of ["/de/no-such-page", "/de/team/unknown"]) {
        await expectPage(await fetch(`${base}${german}`), 404, "de/404/index.html");
      }
      for (const english of ["/no-such-page", "/deutsch", "/individuals/de/unknown", "/team/de"]) {
        await expectPage(await fetch(`${base}${english}`), 404, "404.html");
      }
    });

    it("counts /de/404 and /de/500 among them: error pages, never pages answered with 200", async () => {
      for (const errorPage of ["/de/404", "/de/404/", "/de/500"]) {
        await expectPage(await fetch(`${base}${errorPage}`), 404, "de/404/index.html");
      }
    });
  });
});
