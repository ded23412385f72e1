import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "../contact/service";
import { openDatabase } from "../db/client";
import { webhookDeliveries } from "../db/schema";
import { silentLogger } from "../test-support/databases";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { LEAD, SOURCE, TEST_SECRET } from "../test-support/webhook-suite";

const LEADS = 3;

/**
 * kill -9 of the process that is posting a lead event. On PGlite (one process
 * holds the database) the restarted process frees the dead one's claims at once;
 * on a shared PostgreSQL the claim runs out after its lease (the 10 s request
 * timeout plus a minute), which the contact suite's lease tests cover.
 */
describe("a server killed while a receiver holds a lead event", { timeout: 180_000 }, () => {
  let dataDir: string;
  let receiver: WebhookReceiver;
  let held: () => void;
  const firstRequest = new Promise<void>((resolve) => {
    held = resolve;
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "webhook-crash-"));
    // The first request is never answered: the process dies while it waits.
    receiver = await startWebhookReceiver({
      secret: TEST_SECRET,
      answer: (n) => (n === 1 ? "hold" : 200),
      onRequest: () => held(),
    });
    const database = await openDatabase({ dataDir, logger: silentLogger });
    await database.migrate();
    const service = createContactService({
      db: database.db,
      logger: silentLogger,
      recipient: "sales@kairon-ai.example",
      rateLimit: { max: 1000, windowMs: 60_000 },
      webhooks: [{ name: "crm", url: receiver.url, format: "standard", secret: TEST_SECRET }],
    });
    for (let i = 0; i < LEADS; i++) {
      const form = { path: "/contact", lang: "en" } as const;
      await service.submit(
        { ...LEAD, email: `lead${i}@example.com` },
        `203.0.113.${i}`,
        form,
        SOURCE,
      );
    }
    await database.close();
    // Creating a PGlite data directory takes seconds, minutes on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await receiver?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startServer(): ChildProcess {
    return spawn(process.execPath, ["--import", "tsx", "server/test-support/backend-runner.ts"], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        LOG_LEVEL: "silent",
        OUTBOX_POLL_MS: "100",
        LEAD_WEBHOOKS: "crm",
        LEAD_WEBHOOK_CRM_URL: receiver.url,
        LEAD_WEBHOOK_CRM_SECRET: TEST_SECRET,
      },
      stdio: "ignore",
    });
  }

  const exited = (child: ChildProcess) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
      else child.once("exit", resolve);
    });

  it("is delivered again by the restarted one: every event accepted once, the duplicate droppable by webhook-id", async () => {
    const first = startServer();
    await firstRequest;
    first.kill("SIGKILL");
    await exited(first);
    expect(receiver.received).toHaveLength(1);

    const second = startServer();
    try {
      await expect.poll(() => receiver.accepted().size, { timeout: 60_000 }).toBe(LEADS);
    } finally {
      second.kill("SIGTERM");
      await exited(second);
    }
    const ids = receiver.received.map((event) => event.id);
    const sent = ids.length;
    const distinct = new Set(ids).size;
    // The held event reached the receiver twice under one webhook-id; nothing else repeats.
    expect({ sent, distinct, duplicated: sent - distinct }).toEqual({
      sent: LEADS + 1,
      distinct: LEADS,
      duplicated: 1,
    });
    expect(receiver.received.every((event) => event.signed)).toBe(true);

    const database = await openDatabase({ dataDir, logger: silentLogger });
    try {
      const rows = await database.db.select().from(webhookDeliveries);
      expect(rows.map((row) => row.status)).toEqual(Array(LEADS).fill("sent"));
    } finally {
      await database.close();
    }
  });
});
