import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadEnv } from "../env";
import type { Logger } from "../logger";
import { writeClientBuild } from "../test-support/client-build";
import { silentLogger } from "../test-support/databases";
import { forwardTarget } from "./forward-events";
import { createForwardSender } from "./forward-sender";
import type { PageView } from "./page-view";
import { createViewForwarder, type ViewForwarder } from "./view-forwarder";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1";
const GOOGLEBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/141.0.0.0 Safari/537.36";
const UMAMI_WEBSITE = "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b";
const SITE_URL = "https://example.ch";

/** What the receiver was sent. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** The page of a view as Plausible was sent it: "/p3" of "https://example.ch/p3". */
const pageOf = (received: Received) => new URL(String(received.body.url)).pathname;

/**
 * A Plausible or Umami stand-in on loopback: records every request and answers
 * what `answer` says (a status, or "hang" for no answer at all).
 */
function receiver() {
  const requests: Received[] = [];
  let answer: (received: Received) => number | "hang" = () => 202;
  let server: Server | undefined;
  return {
    requests,
    answerWith(next: typeof answer) {
      answer = next;
    },
    /** Listens on `port` (0: any), so that a test can close it and open it again. */
    async listen(port = 0) {
      server = createServer((req, res) => {
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => {
          body += chunk;
        });
        req.on("end", () => {
          const received = {
            method: req.method ?? "",
            path: req.url ?? "",
            headers: req.headers,
            body: JSON.parse(body) as Record<string, unknown>,
          };
          requests.push(received);
          const status = answer(received);
          if (status === "hang") return;
          res.writeHead(status, { "content-type": "application/json" });
          res.end(status < 300 ? "{}" : '{"error":"Website not found."}');
        });
      });
      server.listen(port, "127.0.0.1");
      await new Promise((resolve) => server?.once("listening", resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      server?.closeAllConnections();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    },
  };
}

/** A logger whose lines a test reads. */
function capturing() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const events = (prefix = "analytics.forward") =>
    lines.filter((line) => String(line.event).startsWith(prefix));
  return { lines, logger, events };
}

async function until(condition: () => boolean, what: string) {
  const giveUp = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A view of `page` as the app records it, fed to a forwarder directly. */
const viewOf = (page: string): PageView => ({
  page,
  language: "en",
  referrerHost: null,
  campaign: null,
  device: "desktop",
  client: { network: "198.51.100.7", userAgent: IPHONE },
});

interface ForwardingOptions {
  logger?: Logger;
  maxHeld?: number;
  timeoutMs?: number;
  /** Between tries while the receiver is down: 10 ms unless given. */
  retryDelayMs?: number;
  stoppingRetryMs?: number;
}

/** A forwarder as the backend makes one from `settings`, with 10 ms between tries. */
function forwarding(settings: Record<string, string>, options: ForwardingOptions = {}) {
  const target = forwardTarget(loadEnv(settings), SITE_URL);
  if (!target) throw new Error("no forwarding target");
  return createViewForwarder({
    send: createForwardSender(target, options.timeoutMs),
    logger: options.logger ?? silentLogger,
    receiver: target.receiver,
    maxHeld: options.maxHeld,
    retryDelay: () => options.retryDelayMs ?? 10,
    stoppingRetryMs: options.stoppingRetryMs,
  });
}

/** Forwards to a Plausible on loopback at `port`. */
const plausibleAt = (
  port: number,
  logger: Logger,
  options: Omit<ForwardingOptions, "logger"> = {},
) =>
  forwarding(
    { ANALYTICS_FORWARD: "plausible", ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}` },
    { logger, ...options },
  );

/** A port nothing listens on, until a test opens it. */
async function closedPort() {
  const probe = receiver();
  const port = await probe.listen();
  await probe.close();
  return port;
}

describe("page views forwarded from the server's own pages", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "forward-"));
  const stand = receiver();
  let forwarder: ViewForwarder;
  let app: Server;
  let base = "";
  let receiverUrl = "";

  beforeAll(async () => {
    writeClientBuild(buildDir);
    receiverUrl = `http://127.0.0.1:${await stand.listen()}`;
    const server = createApp({
      // The visitor's address is the one X-Forwarded-For names.
      env: loadEnv({ BUILD_DIR: buildDir, TRUST_PROXY: "true" }),
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: async () => ({ status: 200, data: { outcome: "sent" } }),
      pageViews: { record: (view) => forwarder.record(view) },
      databaseReady: async () => true,
    });
    app = server.listen(0, "127.0.0.1");
    await new Promise((resolve) => app.once("listening", resolve));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await forwarder.stop(1_000);
    stand.requests.length = 0;
  });

  afterAll(async () => {
    await new Promise((resolve) => app.close(resolve));
    await stand.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** A visit from an iPhone on an IPv6 network, from a Google search, to a newsletter's link. */
  const visitFromNewsletter = () =>
    fetch(
      `${base}/de/contact?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=ann%40example.com`,
      {
        headers: {
          "user-agent": IPHONE,
          "x-forwarded-for": "2001:db8:1:2:3:4:5:6",
          referer: "https://www.google.com/search?q=ai+training",
        },
      },
    );

  /** What the receiver gets, forwarding with `settings`, for that visit. */
  async function eventOfNewsletterVisit(settings: Record<string, string>) {
    forwarder = forwarding(settings);
    expect((await visitFromNewsletter()).status).toBe(200);
    await until(() => stand.requests.length === 1, "the event");
    const [event] = stand.requests as [Received];
    const { "content-type": type, "user-agent": agent, "x-forwarded-for": address } = event.headers;
    return {
      method: event.method,
      path: event.path,
      headers: { "content-type": type, "user-agent": agent, "x-forwarded-for": address },
      body: event.body,
    };
  }

  it("sends Plausible a pageview with the visitor's browser, network, page, campaign and source", async () => {
    expect(
      await eventOfNewsletterVisit({
        ANALYTICS_FORWARD: "plausible",
        ANALYTICS_FORWARD_URL: receiverUrl,
      }),
    ).toEqual({
      method: "POST",
      path: "/api/event",
      headers: {
        "content-type": "application/json",
        "user-agent": IPHONE,
        // The visitor's /64, as the server's own count keys it: no more of the address.
        "x-forwarded-for": "2001:0db8:0001:0002::",
      },
      // Only the campaign tags of the query: an address in a link's query stays here.
      body: {
        name: "pageview",
        url: "https://example.ch/de/contact?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
        domain: "example.ch",
        referrer: "https://www.google.com/",
      },
    });
  });

  it("sends Umami an event for the website id, below the instance's own path", async () => {
    expect(
      await eventOfNewsletterVisit({
        ANALYTICS_FORWARD: "umami",
        ANALYTICS_FORWARD_URL: `${receiverUrl}/umami`,
        ANALYTICS_FORWARD_SITE: UMAMI_WEBSITE,
      }),
    ).toEqual({
      method: "POST",
      path: "/umami/api/send",
      headers: {
        "content-type": "application/json",
        "user-agent": IPHONE,
        "x-forwarded-for": "2001:0db8:0001:0002::",
      },
      body: {
        type: "event",
        payload: {
          website: UMAMI_WEBSITE,
          hostname: "example.ch",
          url: "/de/contact?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
          referrer: "https://www.google.com/",
          language: "de",
          ip: "2001:0db8:0001:0002::",
        },
      },
    });
  });

  it("forwards no HEAD, missing page, prefetch, bot or step without a user agent", async () => {
    forwarder = forwarding({ ANALYTICS_FORWARD: "plausible", ANALYTICS_FORWARD_URL: receiverUrl });
    const visit = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(`${base}${urlPath}`, { method, headers: { "user-agent": IPHONE, ...headers } });
    const notViews = [
      await visit("/contact", {}, "HEAD"),
      await visit("/no-such-page"),
      await visit("/contact", { "sec-purpose": "prefetch;prerender" }),
      await visit("/contact", { "user-agent": GOOGLEBOT }),
      await visit("/contact", { "user-agent": "" }),
    ];
    expect(notViews.map((response) => response.status)).toEqual([200, 404, 200, 200, 200]);
    await visit("/fr/contact");
    // Sends all it holds: any view of the requests above would be among them.
    await forwarder.stop(1_000);
    expect(stand.requests.map(pageOf)).toEqual(["/fr/contact"]);
  });
});

describe("a receiver that is down for a while", () => {
  const stand = receiver();
  afterEach(async () => {
    await stand.close();
    stand.requests.length = 0;
    stand.answerWith(() => 202);
  });

  it("gets every view once it is back, in order, none twice: through refused connections, a proxy's 502s and 503s", async () => {
    const { logger, events } = capturing();
    const port = await closedPort();
    const forwarder = plausibleAt(port, logger);
    for (const page of ["/p1", "/p2", "/p3", "/p4", "/p5"]) forwarder.record(viewOf(page));
    await until(() => events().length > 0, "the warning that nothing is forwarded");
    expect(events()[0]).toMatchObject({
      event: "analytics.forward_failed",
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
    // What nginx answers while the instance behind it is down, then restarting.
    const unavailable = [502, 502, 503];
    stand.answerWith(() => unavailable.shift() ?? 202);
    await stand.listen(port);
    await forwarder.stop(5_000);
    // One try at a time while it is down: the oldest view, until it is taken.
    expect(stand.requests.slice(0, 4).map(pageOf)).toEqual(["/p1", "/p1", "/p1", "/p1"]);
    // Then the rest, a few at a time: each once.
    expect(stand.requests.slice(3).map(pageOf).sort()).toEqual(["/p1", "/p2", "/p3", "/p4", "/p5"]);
    expect(events().map(({ event, lost }) => ({ event, lost }))).toEqual([
      { event: "analytics.forward_failed", lost: undefined },
      { event: "analytics.forward_resumed", lost: 0 },
    ]);
  });

  it("holds at most its bound: newer views are dropped, with one warning, and counted when it is back", async () => {
    const { logger, events } = capturing();
    const port = await closedPort();
    const forwarder = plausibleAt(port, logger, { maxHeld: 3 });
    for (const page of ["/p1", "/p2", "/p3", "/p4", "/p5", "/p6"]) forwarder.record(viewOf(page));
    await until(() => events("analytics.forward_failed").length > 0, "the outage's warning");
    await stand.listen(port);
    await forwarder.stop(5_000);
    expect(stand.requests.map(pageOf)).toEqual(["/p1", "/p2", "/p3"]);
    expect(events().map(({ event, held, lost }) => ({ event, held, lost }))).toEqual([
      { event: "analytics.forward_held_full", held: 3, lost: undefined },
      { event: "analytics.forward_failed", held: undefined, lost: undefined },
      { event: "analytics.forward_resumed", held: undefined, lost: 3 },
    ]);
  });

  it("drops a view the receiver refuses, once, with one warning, and goes on with the next", async () => {
    const { logger, events } = capturing();
    stand.answerWith((received) => (pageOf(received) === "/p2" ? 400 : 202));
    const forwarder = plausibleAt(await stand.listen(), logger);
    for (const page of ["/p1", "/p2", "/p3"]) forwarder.record(viewOf(page));
    await forwarder.stop(5_000);
    forwarder.record(viewOf("/p4"));
    await forwarder.stop(5_000);
    expect(stand.requests.map(pageOf).sort()).toEqual(["/p1", "/p2", "/p3", "/p4"]);
    expect(events()).toEqual([
      expect.objectContaining({
        event: "analytics.forward_refused",
        status: 400,
        detail: '{"error":"Website not found."}',
      }),
      expect.objectContaining({ event: "analytics.forward_accepted", refused: 1 }),
    ]);
  });

  it("names the address it posted to when nothing takes views there, and the setting to check", async () => {
    const { logger, events } = capturing();
    // An instance served at its host's root, given as if below a path.
    stand.answerWith((received) => (received.path === "/api/event" ? 202 : 404));
    const instance = `http://127.0.0.1:${await stand.listen()}/plausible`;
    const forwarder = forwarding(
      { ANALYTICS_FORWARD: "plausible", ANALYTICS_FORWARD_URL: instance },
      { logger },
    );
    forwarder.record(viewOf("/p1"));
    await forwarder.stop(5_000);
    expect(events()).toEqual([
      expect.objectContaining({
        event: "analytics.forward_refused",
        status: 404,
        url: `${instance}/api/event`,
        msg: expect.stringContaining(
          `refused a page view posted to ${instance}/api/event (HTTP 404: {"error":"Website not found."}; nothing takes page views at that address: check ANALYTICS_FORWARD_URL, the instance's address without /api/…)`,
        ),
      }),
    ]);
  });

  it("drops a view the receiver fails on 5 times, with one warning, and sends the others", async () => {
    const { logger, events } = capturing();
    stand.answerWith((received) => (pageOf(received) === "/p2" ? 500 : 202));
    const forwarder = plausibleAt(await stand.listen(), logger);
    for (const page of ["/p1", "/p2", "/p3", "/p4"]) forwarder.record(viewOf(page));
    await forwarder.stop(5_000);
    const pages = stand.requests.map(pageOf);
    expect(pages.filter((page) => page !== "/p2").sort()).toEqual(["/p1", "/p3", "/p4"]);
    expect(pages.filter((page) => page === "/p2")).toHaveLength(5);
    expect(events("analytics.forward_gave_up")).toEqual([
      expect.objectContaining({ status: 500, tries: 5 }),
    ]);
  });

  it("does not send again a view whose request went out and got no answer in time", async () => {
    const { logger, events } = capturing();
    stand.answerWith((received) => (pageOf(received) === "/p1" ? "hang" : 202));
    const forwarder = plausibleAt(await stand.listen(), logger, { timeoutMs: 100 });
    forwarder.record(viewOf("/p1"));
    await until(() => events("analytics.forward_failed").length > 0, "the time-out");
    forwarder.record(viewOf("/p2"));
    await forwarder.stop(5_000);
    expect(stand.requests.map(pageOf)).toEqual(["/p1", "/p2"]);
    expect(events().map(({ event, lost }) => ({ event, lost }))).toEqual([
      { event: "analytics.forward_failed", lost: undefined },
      { event: "analytics.forward_resumed", lost: 1 },
    ]);
  });

  it("at shutdown, sends what it holds within the grace, then drops the rest in one line", async () => {
    const { logger, events } = capturing();
    const forwarder = plausibleAt(await closedPort(), logger);
    for (const page of ["/p1", "/p2", "/p3"]) forwarder.record(viewOf(page));
    const stopping = Date.now();
    await forwarder.stop(200);
    expect(Date.now() - stopping).toBeLessThan(2_000);
    forwarder.record(viewOf("/p4"));
    expect(events("analytics.forward_dropped")).toEqual([
      expect.objectContaining({ dropped: 3, setting: "SHUTDOWN_TIMEOUT_MS" }),
    ]);

    const upForwarder = plausibleAt(await stand.listen(), logger);
    for (const page of ["/p1", "/p2", "/p3", "/p4", "/p5", "/p6"]) upForwarder.record(viewOf(page));
    await upForwarder.stop(5_000);
    expect(stand.requests.map(pageOf).sort()).toEqual(["/p1", "/p2", "/p3", "/p4", "/p5", "/p6"]);
  });

  it("at shutdown, sends what waits to a receiver back within the grace, however long the pause under way", async () => {
    const { logger, events } = capturing();
    const port = await closedPort();
    // Down long enough that the pause before the next try is a minute.
    const forwarder = plausibleAt(port, logger, { retryDelayMs: 60_000, stoppingRetryMs: 20 });
    for (const page of ["/p1", "/p2"]) forwarder.record(viewOf(page));
    await until(() => events("analytics.forward_failed").length > 0, "the outage's warning");
    const stopped = forwarder.stop(5_000);
    // The receiver restarts with the server: back a moment after the signal.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stand.listen(port);
    await stopped;
    expect(stand.requests.map(pageOf).sort()).toEqual(["/p1", "/p2"]);
    expect(events("analytics.forward_dropped")).toEqual([]);
  });
});
