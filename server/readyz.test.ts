import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { Database } from "./db/client";
import { contactSubmissions, emailOutbox, type OutboxStatus, webhookDeliveries } from "./db/schema";
import { loadEnv } from "./env";
import { deliveryHealthCheck } from "./readiness";
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
      deliveryHealth: deliveryHealthCheck(database.db, ALERT_MINUTES),
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
  async function queue(minutesAgo: number, status: OutboxStatus) {
    const createdAt = new Date(Date.now() - minutesAgo * MINUTE);
    const [submission] = await database.db
      .insert(contactSubmissions)
      .values({ email: "ann@example.com", message: "Hello", createdAt })
      .returning();
    await database.db.insert(emailOutbox).values(
      notificationRow(submission?.id, {
        status,
        createdAt,
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
          delivery: { oldestOverdueMinutes: ALERT_MINUTES + 5, failed: 0 },
        },
      });
    }
  });

  it("is degraded while a notification failed for good and was not queued again", async () => {
    await emptyTables(database);
    await queue(3 * 24 * 60, "failed");
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: "up",
        delivery: { oldestOverdueMinutes: 0, failed: 1 },
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
      { ...event, id: "msg_given_up", status: "failed" },
    ]);
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: "up",
        delivery: { oldestOverdueMinutes: ALERT_MINUTES + 5, failed: 1 },
      },
    });
  });

  it("is 503, not ready, when the database is down", async () => {
    await database.close();
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: "not ready", database: "down" },
    });
  });
});
