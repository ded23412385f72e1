import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createBackend } from "../backend";
import type { Database } from "../db/client";
import { analyticsDaily } from "../db/schema";
import { loadEnv } from "../env";
import { writeClientBuild } from "../test-support/client-build";
import { openTestPglite, silentLogger } from "../test-support/databases";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0";

describe("the backend with ANALYTICS_FORWARD set", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "forward-backend-"));
  let database: Database;
  let receiver: Server;
  const received: string[] = [];
  /** The receiver answers after a while: a view is still on its way when the stop begins. */
  const ANSWER_MS = 300;

  beforeAll(async () => {
    writeClientBuild(dir);
    database = await openTestPglite();
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        setTimeout(() => {
          received.push(JSON.parse(body).url);
          res.writeHead(202).end("{}");
        }, ANSWER_MS);
      });
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => receiver.once("listening", resolve));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts and forwards each page served, and forwards what waits before its stop closes the database", async () => {
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const env = loadEnv({
      BUILD_DIR: dir,
      DATA_DIR: dir,
      ANALYTICS_FORWARD: "plausible",
      ANALYTICS_FORWARD_URL: receiverUrl,
    });
    // The database outlives the backend's stop, so that the test reads what it wrote.
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const backend = createBackend(env, logger, { ...database, close: async () => {} });
    // The start-up line names where views go: the events API's full address.
    expect(lines.find((line) => line.msg === "contact backend ready")?.analyticsForward).toEqual({
      receiver: "plausible",
      url: `${receiverUrl}/api/event`,
      site: "localhost",
    });
    const app = createApp({
      env,
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: backend.contactForm,
      pageViews: backend.pageViews,
      databaseReady: async () => true,
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => app.once("listening", resolve));
    const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    for (const page of ["/contact", "/de/contact"]) {
      const response = await fetch(`${base}${page}`, { headers: { "user-agent": FIREFOX } });
      expect(response.status).toBe(200);
    }
    await new Promise((resolve) => app.close(resolve));
    await backend.stop(5_000);
    expect(received.map((url) => new URL(url).pathname).sort()).toEqual([
      "/contact",
      "/de/contact",
    ]);
    const counted = await database.db.select().from(analyticsDaily);
    expect(
      counted
        .map(({ page, views }) => ({ page, views }))
        .sort((a, b) => a.page.localeCompare(b.page)),
    ).toEqual([
      { page: "/contact", views: 1 },
      { page: "/de/contact", views: 1 },
    ]);
  });
});
