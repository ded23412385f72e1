import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "../src/lib/csp.server";
import { createApp } from "./app";
import type { ContactFormHandler } from "./contact/form-handler";
import { loadEnv } from "./env";
import { type BuiltFile, builtFile, writeClientBuild } from "./test-support/client-build";
import { silentLogger } from "./test-support/databases";

const policyOf = (file: BuiltFile) => contentSecurityPolicy(inlineHashes(builtFile(file)));

describe("the app", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "app-"));
  let server: Server;
  let base = "";
  const sent: ContactFormHandler = async () => ({ status: 200, data: { outcome: "sent" } });
  let contactForm = sent;
  /** The URL each document post was rendered at, and the reply handed to Astro. */
  const rendered: { url: string; locals: App.Locals }[] = [];

  beforeAll(async () => {
    writeClientBuild(buildDir);
    const app = createApp({
      env: loadEnv({ BUILD_DIR: buildDir }),
      logger: silentLogger,
      renderOnRequest: async (req, res, _next, locals) => {
        rendered.push({ url: req.url, locals });
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
    expect(await response.text(), response.url).toBe(builtFile(file));
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

  const post = (urlPath: string, accept: string) =>
    fetch(`${base}${urlPath}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: "email=ann%40example.com&message=Hello",
    });

  describe("the contact page for a purpose", () => {
    it("is sent at the contact page's own URL for ?intent=, with that file's policy, in each language", async () => {
      await expectPage(await fetch(`${base}/contact?intent=demo`), 200, "contact/demo/index.html");
      await expectPage(
        await fetch(`${base}/de/contact/?intent=pricing`),
        200,
        "de/contact/pricing/index.html",
      );
    });

    it("is sent with the learner's plan for ?intent=register&plan=, and without a plan it does not know", async () => {
      await expectPage(
        await fetch(`${base}/fr/contact?intent=register&plan=professional`),
        200,
        "fr/contact/register/professional/index.html",
      );
      await expectPage(
        await fetch(`${base}/contact?intent=register&plan=gold`),
        200,
        "contact/register/index.html",
      );
      // A plan belongs to registering only: a demo request stays one.
      await expectPage(
        await fetch(`${base}/contact?intent=demo&plan=entry`),
        200,
        "contact/demo/index.html",
      );
    });

    it("falls back to the page itself for a purpose it does not know, or one given twice", async () => {
      await expectPage(await fetch(`${base}/contact?intent=refund`), 200, "contact/index.html");
      await expectPage(
        await fetch(`${base}/contact?intent=demo&intent=pricing`),
        200,
        "contact/index.html",
      );
    });

    it("has no URL of its own: its file is no page", async () => {
      const response = await fetch(`${base}/contact/demo`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Request a demo");
    });
  });

  describe("the German contact page", () => {
    afterEach(() => {
      contactForm = sent;
      rendered.length = 0;
    });

    it("takes the form's post as the English one does, JSON for the island, and names itself to the handler", async () => {
      const forms: Parameters<ContactFormHandler>[2][] = [];
      contactForm = async (request, clientIp, form) => {
        forms.push(form);
        return sent(request, clientIp, form);
      };
      const response = await post("/de/contact", "application/json");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ outcome: "sent" });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(rendered).toEqual([]);
      await post("/contact", "application/json");
      expect(forms).toEqual([
        { path: "/de/contact", lang: "de" },
        { path: "/contact", lang: "en" },
      ]);
    });

    it("answers a document post with the page rendered at /de/contact/reply, under /de/contact's policy and with its stylesheet", async () => {
      for (const [contactPath, file] of [
        ["/de/contact", "de/contact/index.html"],
        ["/contact", "contact/index.html"],
      ] as const) {
        const response = await post(contactPath, "text/html");
        expect(response.status, contactPath).toBe(200);
        expect(await response.text()).toBe("rendered");
        expect(response.headers.get("content-security-policy"), contactPath).toBe(policyOf(file));
      }
      const contactReply = { status: 200, data: { outcome: "sent" } };
      expect(rendered).toEqual([
        { url: "/de/contact/reply", locals: { contactReply, pageStylesheet: "h1{color:de}" } },
        { url: "/contact/reply", locals: { contactReply, pageStylesheet: "h1{color:en}" } },
      ]);
    });

    it("tells a client past its limit when to try again, as JSON and as the page without JavaScript, on both contact pages", async () => {
      contactForm = async () => ({
        status: 429,
        data: { outcome: "rateLimited" },
        retryAfterSeconds: 417,
      });
      for (const contactPath of ["/de/contact", "/contact"]) {
        for (const accept of ["application/json", "text/html"]) {
          const response = await post(contactPath, accept);
          expect(response.status, `${contactPath} ${accept}`).toBe(429);
          expect(response.headers.get("retry-after"), `${contactPath} ${accept}`).toBe("417");
        }
      }
    });

    it("answers a fault of the server with the German 500 page; the English page's with the English one", async () => {
      contactForm = async () => {
        throw new Error("the handler broke");
      };
      await expectPage(await post("/de/contact", "text/html"), 500, "de/500/index.html");
      await expectPage(await post("/contact", "text/html"), 500, "500.html");
    });
  });
});
