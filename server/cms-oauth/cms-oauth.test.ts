import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { within } from "@testing-library/react";
import { JSDOM } from "jsdom";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { loadEnv } from "../env";
import { writeClientBuild } from "../test-support/client-build";
import { openTestPglite, silentLogger } from "../test-support/databases";
import { signInStatesIn } from "./sign-in-states";
import { EXCHANGE_TIMEOUT_MS, MAX_ANSWER_BYTES } from "./token-exchange";

const CLIENT_ID = "Iv1.test-client";
const CLIENT_SECRET = "test-client-secret";
const CODE = "code-from-github";
const TOKEN = "gho_editor-token";
const SITE_ORIGIN = new URL(site.url).origin;

type ProviderMode = "grants" | "refuses" | "breaks" | "endless";

/**
 * GitHub as the sign-in sees it: its authorize page sends the browser straight
 * back with a code (as for an editor who authorised the app before), and its
 * token endpoint trades that code for a token, or refuses it, or breaks, or
 * (as a hostile server would) starts an answer that never ends.
 */
function fakeGitHub() {
  const tokenRequests: URLSearchParams[] = [];
  /** What the endless answers sent before the server hung up. */
  const endlessSent: number[] = [];
  let mode: ProviderMode = "grants";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://github.test");
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({
        code: CODE,
        state: url.searchParams.get("state") ?? "",
      }).toString();
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        if (mode === "breaks") return res.destroy();
        if (mode === "endless") return sendEndlessAnswer(res, endlessSent);
        const valid =
          mode === "grants" &&
          form.get("client_id") === CLIENT_ID &&
          form.get("client_secret") === CLIENT_SECRET &&
          form.get("code") === CODE &&
          form.get("redirect_uri") === `${SITE_ORIGIN}/admin/oauth/callback`;
        res.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify(
            valid
              ? { access_token: TOKEN, token_type: "bearer", scope: "repo" }
              : {
                  error: "bad_verification_code",
                  error_description: "The code passed is incorrect or expired.",
                },
          ),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  return {
    server,
    tokenRequests,
    endlessSent,
    setMode(next: ProviderMode) {
      mode = next;
    },
  };
}

/**
 * A JSON answer whose token never ends, sent as fast as the reader takes it; the
 * bytes written when the reader hangs up go to `sent`.
 */
function sendEndlessAnswer(res: ServerResponse, sent: number[]) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let written = 0;
  res.writeHead(200, { "Content-Type": "application/json" });
  res.write('{"access_token":"');
  const pump = () => {
    while (!res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
  };
  res.once("close", () => sent.push(written));
  pump();
}

/** One browser's cookies for our site, kept and cleared as the answers say. */
function browser(base: string, language = "en") {
  const cookies = new Map<string, string>();
  return {
    async get(url: string) {
      const response = await fetch(url, {
        redirect: "manual",
        headers: {
          "Accept-Language": language,
          ...(url.startsWith(base) && cookies.size > 0
            ? { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
            : {}),
        },
      });
      if (url.startsWith(base)) {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const [name = "", value = ""] = pair.split("=");
          if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
          else cookies.set(name, value);
        }
      }
      return response;
    },
  };
}

/**
 * The sign-in window's page as a browser runs it, opened by the /admin window:
 * every message it posts there, and a way to post to it as a window of some origin.
 */
function openSignInWindow(html: string) {
  const posted: { data: unknown; targetOrigin: string }[] = [];
  const opener = {
    postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }),
  };
  const dom = new JSDOM(html, {
    url: `${SITE_ORIGIN}/admin/oauth/callback`,
    runScripts: "dangerously",
    beforeParse(window) {
      Object.defineProperty(window, "opener", { value: opener });
    },
  });
  return {
    posted,
    screen: within(dom.window.document.body),
    sayFrom(origin: string, data: string) {
      dom.window.dispatchEvent(new dom.window.MessageEvent("message", { data, origin }));
    },
  };
}

/** The CMS's side of the handshake: greet the window from `origin`, read what it hands back. */
function handshake(html: string, origin = SITE_ORIGIN) {
  const signInWindow = openSignInWindow(html);
  signInWindow.sayFrom(origin, "authorizing:github");
  return signInWindow;
}

/** The script of a page and whether a policy lets it run: its hash is in script-src. */
function scriptAllowedBy(html: string, policy: string): boolean {
  const dom = new JSDOM(html);
  const script = dom.window.document.querySelector("script:not([type])")?.textContent ?? "";
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const scriptSrc = policy
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"));
  return scriptSrc?.split(" ").includes(hash) ?? false;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function startApp(
  buildDir: string,
  settings: Record<string, string>,
  logger = silentLogger,
  database?: Database,
) {
  const app = createApp({
    env: loadEnv({ BUILD_DIR: buildDir, ...settings }),
    logger,
    renderOnRequest: async () => {
      throw new Error("the sign-in renders nothing with Astro");
    },
    contactForm: async () => {
      throw new Error("the sign-in takes no contact post");
    },
    databaseReady: async () => true,
    cmsSignInStates: database && signInStatesIn(database.db),
  });
  return createServer(app);
}

describe("the CMS's GitHub sign-in", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "cms-oauth-"));
  const github = fakeGitHub();
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => logLines.push(JSON.parse(line)) },
  );
  let database: Database;
  // Two instances of the server on one database, as behind a load balancer.
  let app: Server;
  let otherInstance: Server;
  let base = "";
  let otherBase = "";

  beforeAll(async () => {
    writeClientBuild(buildDir);
    database = await openTestPglite();
    const githubUrl = await listen(github.server);
    const settings = {
      CMS_GITHUB_CLIENT_ID: CLIENT_ID,
      CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      CMS_GITHUB_URL: githubUrl,
    };
    app = startApp(buildDir, settings, logger, database);
    otherInstance = startApp(buildDir, settings, logger, database);
    [base, otherBase] = await Promise.all([listen(app), listen(otherInstance)]);
  });
  afterAll(async () => {
    await Promise.all([
      new Promise((resolve) => app?.close(resolve)),
      new Promise((resolve) => otherInstance?.close(resolve)),
      new Promise((resolve) => github.server.close(resolve)),
    ]);
    await database?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    github.setMode("grants");
    github.tokenRequests.length = 0;
    github.endlessSent.length = 0;
    logLines.length = 0;
  });

  /** The CMS's popup: our authorize address, GitHub, and back to our callback, in one browser. */
  async function signIn(editor = browser(base)) {
    const authorize = await editor.get(
      `${base}/admin/oauth/authorize?provider=github&site_id=localhost&scope=repo`,
    );
    expect(authorize.status).toBe(302);
    expect(authorize.headers.get("cross-origin-opener-policy")).toBeNull();
    const atGitHub = await editor.get(authorize.headers.get("location") ?? "");
    const callback = new URL(atGitHub.headers.get("location") ?? "");
    expect(callback.origin + callback.pathname).toBe(`${SITE_ORIGIN}/admin/oauth/callback`);
    // The browser comes back to our site, which this server is.
    const callbackUrl = `${base}${callback.pathname}${callback.search}`;
    return { editor, callbackUrl, response: await editor.get(callbackUrl) };
  }

  it("hands the editor's token to the /admin window of our own origin, and to no other", async () => {
    const { response } = await signIn();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    // A window with an opener policy is cut from the /admin window that opened it.
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    const html = await response.text();
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("unsafe-inline");
    expect(scriptAllowedBy(html, policy)).toBe(true);

    const signInWindow = openSignInWindow(html);
    expect(signInWindow.screen.getByRole("heading", { name: "Signed in" })).toBeTruthy();
    expect(signInWindow.posted).toEqual([
      { data: "authorizing:github", targetOrigin: SITE_ORIGIN },
    ]);
    signInWindow.sayFrom("https://attacker.example", "authorizing:github");
    expect(signInWindow.posted).toHaveLength(1);
    signInWindow.sayFrom(SITE_ORIGIN, "authorizing:github");
    expect(signInWindow.posted[1]).toEqual({
      data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
      targetOrigin: SITE_ORIGIN,
    });
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("refuses a callback whose state is missing, forged, from another browser or used already, and never asks GitHub for a token", async () => {
    const { callbackUrl } = await signIn();
    github.tokenRequests.length = 0;
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "forged-state");
    const missing = new URL(callbackUrl);
    missing.searchParams.delete("state");

    const editor = browser(base);
    await editor.get(`${base}/admin/oauth/authorize`);
    const refusals = [
      await editor.get(forged.toString()),
      await browser(base).get(missing.toString()),
      await browser(base).get(callbackUrl),
      await signIn().then(({ editor: again, callbackUrl: used }) => again.get(used)),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      const signInWindow = handshake(await response.text());
      expect(signInWindow.screen.getByRole("heading", { name: "Sign-in failed" })).toBeTruthy();
      expect(String(signInWindow.posted.at(-1)?.data)).toMatch(/^authorization:github:error:/);
    }
    // Only the one sign-in that went through whole traded its code.
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("says so when GitHub refuses the code or cannot be reached, hands over no token, and logs why without the secret or the code", async () => {
    for (const mode of ["refuses", "breaks"] as const) {
      github.setMode(mode);
      logLines.length = 0;
      const { response } = await signIn();
      expect(response.status, mode).toBe(502);
      const signInWindow = handshake(await response.text());
      expect(signInWindow.screen.getByRole("heading", { name: "Sign-in failed" })).toBeTruthy();
      expect(signInWindow.screen.getByText(/GitHub did not confirm the sign-in/)).toBeTruthy();
      const message = String(signInWindow.posted.at(-1)?.data);
      expect(message, mode).toMatch(/^authorization:github:error:/);
      expect(message).not.toContain(TOKEN);
      const failure = logLines.find((line) => line.event === "cms.sign_in.failed");
      expect(failure?.reason, mode).toBe(mode === "refuses" ? "refused" : "unreachable");
      const logged = JSON.stringify(logLines);
      expect(logged).not.toContain(CLIENT_SECRET);
      expect(logged).not.toContain(CODE);
    }
  });

  /** A sign-in started at `base` and through GitHub: its callback, and the browser's cookie (cookies ignore ports). */
  async function startSignIn() {
    const authorize = await fetch(`${base}/admin/oauth/authorize`, { redirect: "manual" });
    const cookie = authorize.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const atGitHub = await fetch(authorize.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(atGitHub.headers.get("location") ?? "");
    return (origin: string) =>
      fetch(`${origin}${callback.pathname}${callback.search}`, { headers: { Cookie: cookie } });
  }

  it("takes a callback once: sent again whole (code, state and cookie), on this instance or another, it is refused", async () => {
    const callback = await startSignIn();
    expect((await callback(base)).status).toBe(200);
    logLines.length = 0;
    for (const origin of [base, otherBase]) {
      const again = await callback(origin);
      expect(again.status, origin).toBe(400);
      expect(await again.text()).not.toContain(TOKEN);
    }
    expect(logLines.filter((line) => line.event === "cms.sign_in.refused")).toHaveLength(2);
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("lets an editor start on one instance and come back on another", async () => {
    const callback = await startSignIn();
    expect((await callback(otherBase)).status).toBe(200);
  });

  it("refuses a state issued more than ten minutes ago, whatever the cookie says", async () => {
    const states = signInStatesIn(database.db);
    const issued = new Date();
    await states.remember("state-of-an-old-sign-in", new Date(issued.getTime() + 10 * 60_000));
    const elevenMinutesLater = new Date(issued.getTime() + 11 * 60_000);
    expect(await states.take("state-of-an-old-sign-in", elevenMinutesLater)).toBe(false);
  });

  it("stops reading an answer from GitHub that does not end, and says the sign-in failed", async () => {
    github.setMode("endless");
    const started = performance.now();
    const { response } = await signIn();
    const elapsed = performance.now() - started;
    expect(response.status).toBe(502);
    const signInWindow = handshake(await response.text());
    expect(signInWindow.screen.getByText(/GitHub did not confirm the sign-in/)).toBeTruthy();
    const failure = logLines.find((line) => line.event === "cms.sign_in.failed");
    expect(failure).toMatchObject({ reason: "unreadable", cause: "too_large" });
    // It hung up after the limit, not at the timeout: what GitHub got out is the
    // limit and what the sockets' buffers hold, not ten seconds' worth.
    expect(elapsed).toBeLessThan(EXCHANGE_TIMEOUT_MS / 2);
    await expect.poll(() => github.endlessSent.length).toBe(1);
    expect(github.endlessSent[0]).toBeLessThan(MAX_ANSWER_BYTES + 32 * 1024 * 1024);
  });

  it("speaks German to an editor whose browser asks for it", async () => {
    const { response } = await signIn(browser(base, "de-CH,de;q=0.9,en;q=0.5"));
    const html = await response.text();
    const signInWindow = openSignInWindow(html);
    expect(signInWindow.screen.getByRole("heading", { name: "Angemeldet" })).toBeTruthy();
    expect(new JSDOM(html).window.document.documentElement.lang).toBe("de");
  });

  it("takes GET only", async () => {
    for (const address of ["/admin/oauth/authorize", "/admin/oauth/callback"]) {
      const response = await fetch(`${base}${address}`, { method: "POST" });
      expect(response.status, address).toBe(405);
      expect(response.headers.get("allow"), address).toBe("GET, HEAD");
    }
  });
});

describe("a server without the CMS's OAuth App", () => {
  it("has no sign-in addresses: they are missing pages like any other", async () => {
    const buildDir = mkdtempSync(path.join(os.tmpdir(), "cms-oauth-off-"));
    writeClientBuild(buildDir);
    const app = startApp(buildDir, {});
    try {
      const base = await listen(app);
      for (const address of ["/admin/oauth/authorize", "/admin/oauth/callback?code=x&state=y"]) {
        const response = await fetch(`${base}${address}`, { redirect: "manual" });
        expect(response.status, address).toBe(404);
        expect(await response.text()).toContain("Page not found");
      }
    } finally {
      await new Promise((resolve) => app.close(resolve));
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
