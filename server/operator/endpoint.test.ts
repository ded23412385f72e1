import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { contactSubmissions, emailOutbox } from "../db/schema";
import { loadEnv } from "../env";
import { writeClientBuild } from "../test-support/client-build";
import { notificationRow, openTestPglite, silentLogger } from "../test-support/databases";
import { freePort } from "../test-support/smtp";
import { localCommands } from "./commands";
import { type OperatorEndpoint, startOperatorEndpoint } from "./endpoint";
import { RemoteCommandError, remoteCommands } from "./remote";

const TOKEN = "a".repeat(40);
const DAY = 24 * 60 * 60 * 1000;

/** An address of this machine other than loopback, where it has one. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((net) => net && !net.internal && net.family === "IPv4")?.address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("the operators' endpoint", () => {
  let database: Database;
  let endpoint: OperatorEndpoint | undefined;
  let base = "";
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => logLines.push(JSON.parse(line)) },
  );
  const ask = (route: string, init: RequestInit = {}, token = TOKEN) =>
    fetch(`${base}${route}`, { ...init, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    database = await openTestPglite();
    const [recent] = await database.db
      .insert(contactSubmissions)
      .values([
        { email: "new@example.com", message: "Recent" },
        { email: "old@example.com", message: "Old", createdAt: new Date(Date.now() - 400 * DAY) },
      ])
      .returning();
    await database.db.insert(emailOutbox).values(
      notificationRow(recent?.id, {
        status: "failed",
        attempts: 80,
        lastError: "getaddrinfo ENOTFOUND smtp.invalid",
      }),
    );
    endpoint = await startOperatorEndpoint({
      token: TOKEN,
      port: await freePort(),
      db: database.db,
      logger,
    });
    base = `http://127.0.0.1:${endpoint?.port}`;
  }, 180_000);
  afterAll(async () => {
    await endpoint?.close();
    await database?.close();
  });

  it("refuses a request without the token, or with another, with 401 and no data", async () => {
    const without = await fetch(`${base}/operator/export`);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toBe("Bearer");
    for (const wrong of ["b".repeat(40), TOKEN.slice(1), `${TOKEN}a`, ""]) {
      const response = await ask("/operator/export", {}, wrong);
      expect(response.status, wrong).toBe(401);
      expect(await response.text()).not.toContain("example.com");
    }
    const retry = await ask("/operator/outbox/retry", { method: "POST" }, "b".repeat(40));
    expect(retry.status).toBe(401);
    expect(logLines).toContainEqual(expect.objectContaining({ event: "operator.refused" }));
  });

  it("exports the submissions with the token, as CSV or JSON, with the command's filters", async () => {
    const csv = await ask("/operator/export");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text).toContain('"new@example.com"');
    expect(text).toContain('"old@example.com"');

    const since = new Date(Date.now() - 30 * DAY).toISOString();
    const json = await ask(`/operator/export?format=json&since=${since}`);
    expect(json.headers.get("x-submission-count")).toBe("1");
    expect((await json.json()).map((row: { email: string }) => row.email)).toEqual([
      "new@example.com",
    ]);

    expect((await ask("/operator/export?format=xml")).status).toBe(400);
    expect((await ask("/operator/export?since=yesterday")).status).toBe(400);
  });

  it("lists the failed deliveries, and queues them again on the one POST", async () => {
    const status = await (await ask("/operator/outbox")).text();
    expect(status).toMatch(/failed\s+1/);
    expect(status).toContain("getaddrinfo ENOTFOUND smtp.invalid");
    // Reads are GET only: a GET does not retry.
    expect((await ask("/operator/outbox/retry")).status).toBe(404);
    expect((await ask("/operator/outbox/retry?kind=fax", { method: "POST" })).status).toBe(400);
    expect(await (await ask("/operator/outbox/retry?kind=mail", { method: "POST" })).text()).toBe(
      "1 failed mails queued again.",
    );
    expect(await (await ask("/operator/outbox")).text()).toMatch(/^mail\s+pending 1 .*failed 0$/m);
    // Without a kind, every kind: here nothing is left to queue.
    expect(await (await ask("/operator/outbox/retry", { method: "POST" })).text()).toBe(
      "0 failed mails queued again.\n0 failed lead events queued again.",
    );
  });

  it("answers the visits report as the command reads it from the database, leads without visitors included", async () => {
    const since = new Date(Date.now() - 30 * DAY);
    const remote = remoteCommands({
      port: endpoint?.port ?? 0,
      token: TOKEN,
      holder: "the server",
    });
    const report = await remote.visitStats(since);
    expect(report).toEqual(await localCommands(database.db).visitStats(since));
    expect(report.sources).toEqual([
      { source: null, visitors: 0, pageViews: 0, leads: 1, conversionRate: null },
    ]);
    expect((await ask("/operator/stats")).status).toBe(400);
    expect((await ask("/operator/stats?since=yesterday")).status).toBe(400);
  });

  it("listens on 127.0.0.1 only", async () => {
    const port = endpoint?.port ?? 0;
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await accepts(outside, port)).toBe(false);
    expect(await accepts("::1", port)).toBe(false);
  });

  it("is not opened without ADMIN_TOKEN, and a port in use costs one line naming ADMIN_PORT", async () => {
    const port = await freePort();
    expect(await startOperatorEndpoint({ token: undefined, port, db: database.db, logger })).toBe(
      undefined,
    );
    expect(await accepts("127.0.0.1", port)).toBe(false);

    const taken = endpoint?.port ?? 0;
    expect(
      await startOperatorEndpoint({ token: TOKEN, port: taken, db: database.db, logger }),
    ).toBe(undefined);
    expect(logLines).toContainEqual(
      expect.objectContaining({ event: "operator.listen_refused", setting: "ADMIN_PORT" }),
    );
  });
});

describe("a running server from a build before the command", () => {
  it("tells npm run stats, in one line, that the server does not know it and to restart it on the new build", async () => {
    // The endpoint of such a build: the token is right, the route unknown.
    const older = createServer((req, res) => {
      res.writeHead(req.headers.authorization === `Bearer ${TOKEN}` ? 404 : 401);
      res.end("Not Found");
    });
    older.listen(0, "127.0.0.1");
    await new Promise((resolve) => older.once("listening", resolve));
    const remote = remoteCommands({
      port: (older.address() as AddressInfo).port,
      token: TOKEN,
      holder: "the server",
    });
    const error = await remote.visitStats(new Date()).catch((caught: unknown) => caught);
    await new Promise((resolve) => older.close(resolve));
    expect(error).toBeInstanceOf(RemoteCommandError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^The running server does not know npm run stats: .* no \/operator\/stats/,
    );
    expect(message).toContain("Restart it on the new build");
    expect(message).not.toContain("\n");
  });
});

describe("the public port", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "operator-public-"));
  let server: Server;

  beforeAll(async () => {
    writeClientBuild(buildDir);
    const app = createApp({
      env: loadEnv({ BUILD_DIR: buildDir, ADMIN_TOKEN: TOKEN }),
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: async () => ({ status: 200, data: { outcome: "sent" } }),
      databaseReady: async () => true,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("has no operator address, even with the token: 404, the site's own page", async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${TOKEN}` };
    for (const route of ["/operator/export", "/operator/outbox", "/operator/stats"]) {
      const response = await fetch(`${base}${route}`, { headers });
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
    const retry = await fetch(`${base}/operator/outbox/retry`, { method: "POST", headers });
    expect(retry.status).toBe(404);
  });
});
