import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { Database } from "./db/client";
import { contactSubmissions, emailOutbox, type OutboxStatus, webhookDeliveries } from "./db/schema";
import { loadEnv } from "./env";
import { deliveryHealthCheck, watchDelivery } from "./readiness";
import { writeClientBuild } from "./test-support/client-build";
import {
  emptyTables,
  notificationRow,
  openTestPglite,
  openTestPostgres,
  postgresForTests,
  silentLogger,
} from "./test-support/databases";

const ALERT_MINUTES = 15;
const MINUTE = 60_000;

// PostgreSQL where the suite has one (CI always: contact.postgres.test.ts fails without it).
const postgres = postgresForTests();
const engines: [string, () => Promise<Database>][] = [["PGlite", openTestPglite]];
if ("url" in postgres) engines.push(["PostgreSQL", () => openTestPostgres(postgres.url)]);

describe.each(engines)("/readyz on %s", (_engine, open) => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "readyz-"));
  let database: Database;
  let server: Server;
  let base = "";
  const logLines: { level: number; event?: string; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => logLines.push(JSON.parse(line)) },
  );
  /** The delivery log lines since the last call. */
  const deliveryLog = () =>
    logLines
      .splice(0)
      .filter((line) => line.event?.startsWith("delivery."))
      .map(({ level, event, msg }) => ({ level: pino.levels.labels[level], event, msg }));

  beforeAll(async () => {
    database = await open();
    writeClientBuild(buildDir);
    const app = createApp({
      env: loadEnv({ BUILD_DIR: buildDir }),
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: async () => ({ status: 200, data: { outcome: "sent" } }),
      databaseReady: database.ping,
      deliveryHealth: deliveryHealthCheck(database.db, ALERT_MINUTES, logger),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** A submission whose notification was queued `minutesAgo` and is now in `status`. */
  async function queue(minutesAgo: number, status: OutboxStatus, lastError: string | null = null) {
    const createdAt = new Date(Date.now() - minutesAgo * MINUTE);
    const [submission] = await database.db
      .insert(contactSubmissions)
      .values({ email: "ann@example.com", message: "Hello", createdAt })
      .returning();
    await database.db.insert(emailOutbox).values(
      notificationRow(submission?.id, {
        status,
        createdAt,
        lastError,
        // Retried with backoff: its next attempt is still ahead, yet it is long overdue.
        nextAttemptAt: new Date(Date.now() + 30 * MINUTE),
      }),
    );
  }

  async function readyz() {
    const response = await fetch(`${base}/readyz`);
    return { status: response.status, body: await response.json() };
  }

  it("is ready while every notification goes out in time", async () => {
    await emptyTables(database);
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: "ready", database: "up", delivery: { oldestOverdueMinutes: 0, failed: 0 } },
    });
    await queue(60, "sent");
    await queue(2, "pending");
    expect((await readyz()).body).toEqual({
      status: "ready",
      database: "up",
      delivery: { oldestOverdueMinutes: 2, failed: 0 },
    });
  });

  it("is degraded, still 200, once a notification waits past the threshold, sending or retrying", async () => {
    for (const status of ["pending", "sending"] as const) {
      await emptyTables(database);
      await queue(2, "pending");
      await queue(ALERT_MINUTES + 5, status);
      expect(await readyz(), status).toEqual({
        status: 200,
        body: {
          status: "degraded",
          database: "up",
          delivery: {
            oldestOverdueMinutes: ALERT_MINUTES + 5,
            failed: 0,
            causes: [
              {
                queue: "mail",
                oldestOverdueMinutes: ALERT_MINUTES + 5,
                failed: 0,
                lastError: null,
              },
            ],
          },
        },
      });
    }
  });

  it("is degraded while a notification failed for good and was not queued again", async () => {
    await emptyTables(database);
    await queue(3 * 24 * 60, "failed", "550 5.1.1 <sales@kairon-ai.example>: mailbox unknown");
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: "up",
        delivery: {
          oldestOverdueMinutes: 0,
          failed: 1,
          causes: [
            {
              queue: "mail",
              oldestOverdueMinutes: 0,
              failed: 1,
              lastError: "550 5.1.1 <sales@kairon-ai.example>: mailbox unknown",
            },
          ],
        },
      },
    });
  });

  it("is degraded when a lead event waits past the threshold for its webhook, or failed for good", async () => {
    await emptyTables(database);
    const createdAt = new Date(Date.now() - (ALERT_MINUTES + 5) * MINUTE);
    const [submission] = await database.db
      .insert(contactSubmissions)
      .values({ email: "ann@example.com", message: "Hello", createdAt })
      .returning();
    const event = { submissionId: submission?.id ?? "", endpoint: "crm", body: "{}", createdAt };
    await database.db.insert(webhookDeliveries).values([
      { ...event, id: "msg_waiting", status: "pending" },
      { ...event, id: "msg_given_up", status: "failed", lastError: "HTTP 410" },
    ]);
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: "up",
        delivery: {
          oldestOverdueMinutes: ALERT_MINUTES + 5,
          failed: 1,
          causes: [
            {
              queue: "webhooks",
              oldestOverdueMinutes: ALERT_MINUTES + 5,
              failed: 1,
              lastError: "HTTP 410",
            },
          ],
        },
      },
    });
  });

  it("names the queue behind and its last error without a URL's credentials or path, and logs the change each way once", async () => {
    await emptyTables(database);
    await readyz();
    deliveryLog();
    const relay = "smtps://mailer:hunter2@smtp.example.com:465/relay?key=SECRET";
    await queue(ALERT_MINUTES + 1, "pending", `${relay} refused the connection (ECONNREFUSED)`);
    await queue(2, "pending", "Invalid login: 535 for smtp://mailer:hunter2@smtp.example.com");

    const { body } = await readyz();
    const lastError = "smtp.example.com:465 refused the connection (ECONNREFUSED)";
    expect(body.delivery.causes).toEqual([
      { queue: "mail", oldestOverdueMinutes: ALERT_MINUTES + 1, failed: 0, lastError },
    ]);
    await readyz();
    expect(deliveryLog()).toEqual([
      {
        level: "error",
        event: "delivery.degraded",
        msg: `delivery is degraded: mail: the oldest has waited ${ALERT_MINUTES + 1} minutes (last error: ${lastError})`,
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/SECRET|hunter2|relay/);

    await database.db.update(emailOutbox).set({ status: "sent" });
    await readyz();
    await readyz();
    expect(deliveryLog()).toEqual([
      {
        level: "info",
        event: "delivery.recovered",
        msg: `delivery is back on time: nothing waits past ${ALERT_MINUTES} minutes and nothing failed for good`,
      },
    ]);
  });

  it("logs the change to degraded by itself, with no monitor polling /readyz", async () => {
    await emptyTables(database);
    deliveryLog();
    await queue(ALERT_MINUTES + 1, "pending", "connect ETIMEDOUT");
    const stop = watchDelivery(deliveryHealthCheck(database.db, ALERT_MINUTES, logger), 50);
    try {
      await expect
        .poll(() => logLines.map((line) => line.event), { timeout: 5_000 })
        .toContain("delivery.degraded");
    } finally {
      stop();
    }
  });

  it("is 503, not ready, when the database is down", async () => {
    await database.close();
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: "not ready", database: "down" },
    });
  });
});
