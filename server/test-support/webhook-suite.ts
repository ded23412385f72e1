import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactInput } from "../../src/lib/contact-schema";
import type { LeadSource } from "../contact/lead-source";
import { createContactService } from "../contact/service";
import type { Database } from "../db/client";
import { webhookDeliveries } from "../db/schema";
import type { Logger } from "../logger";
import { outboxCounts, retryFailed, undelivered } from "../mail/outbox-admin";
import { outboxStatusReport } from "../mail/outbox-report";
import type { OutboxWorker } from "../outbox/worker";
import { createWebhookWorker } from "../webhooks/courier";
import type { WebhookEndpoint } from "../webhooks/settings";
import { emptyTables, silentLogger } from "./databases";
import { freePort } from "./smtp";
import { type Answer, startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

/** Standard Webhooks' own test secret (libraries/*: "sign function works"). */
export const TEST_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export const LEAD: ContactInput = {
  intent: "demo",
  firstName: "Ann",
  lastName: "Meier",
  email: "ann@example.com",
  company: "Acme AG",
  numberOfEmployees: "51-200",
  subject: "A pilot",
  message: "We would like to start a pilot.",
};

export const SOURCE: LeadSource = {
  page: "/contact?intent=demo",
  previousPage: "/pricing",
  referrerHost: "www.google.com",
  utm: { source: "google", medium: "cpc", campaign: "spring", term: null, content: null },
};

/** Lead events on one database, from the submission to the receiver: the suite runs it twice. */
export function webhookSuite(open: () => Promise<Database>) {
  let database: Database;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    database = await open();
  }, 180_000);
  afterAll(() => database?.close());
  beforeEach(() => emptyTables(database));
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function receiver(answer?: Answer, port?: number): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver({ secret: TEST_SECRET, answer, port });
    cleanups.push(() => started.stop());
    return started;
  }

  const endpoint = (url: string, name = "crm"): WebhookEndpoint => ({
    name,
    url,
    format: "standard",
    secret: TEST_SECRET,
  });

  /** A contact backend whose leads go to `endpoints`, and the worker that posts them. */
  function backend(
    endpoints: WebhookEndpoint[],
    timing: {
      backoffMs?: number;
      backoffMaxMs?: number;
      pollMs?: number;
      maxAttempts?: number;
      logger?: Logger;
      timeoutMs?: number;
    } = {},
  ) {
    const service = createContactService({
      db: database.db,
      logger: silentLogger,
      recipient: "sales@kairon-ai.example",
      rateLimit: { max: 1000, windowMs: 60_000 },
      webhooks: endpoints,
    });
    const worker = createWebhookWorker({
      db: database.db,
      endpoints,
      logger: timing.logger ?? silentLogger,
      pollMs: timing.pollMs ?? 60_000,
      backoffMs: timing.backoffMs ?? 1,
      backoffMaxMs: timing.backoffMaxMs ?? 1,
      maxAttempts: timing.maxAttempts ?? 10,
      timeoutMs: timing.timeoutMs ?? 2_000,
    });
    cleanups.push(() => worker.stop());
    const submit = () =>
      service.submit(LEAD, "203.0.113.1", { path: "/contact", lang: "en" }, SOURCE);
    return { submit, worker };
  }

  const events = () => database.db.select().from(webhookDeliveries);

  /** Runs the worker until nothing is due, letting each 1 ms backoff pass on the database's clock. */
  async function deliverAll(worker: OutboxWorker) {
    for (let round = 0; round < 20; round++) {
      await database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
      if ((await worker.runOnce()) === 0) return;
    }
  }

  describe("a stored submission", () => {
    it("queues one event per endpoint with the submission, and each endpoint gets its own, signed", async () => {
      const crm = await receiver();
      const slack = await receiver();
      const { submit, worker } = backend([
        endpoint(crm.url),
        { name: "sales-slack", url: slack.url, format: "slack" },
      ]);
      expect(await submit()).toEqual({ outcome: "sent" });
      expect((await events()).map((event) => event.endpoint).toSorted()).toEqual([
        "crm",
        "sales-slack",
      ]);

      await deliverAll(worker);
      expect(crm.received).toMatchObject([{ signed: true, contentType: "application/json" }]);
      expect(JSON.parse(crm.received[0]?.body ?? "")).toMatchObject({
        type: "lead.created",
        data: {
          contact: { email: "ann@example.com", company: "Acme AG" },
          intent: "demo",
          source: SOURCE,
        },
      });
      // A chat endpoint without a secret: the same id and time headers, no signature.
      expect(slack.received).toMatchObject([{ signed: false, status: 200 }]);
      expect(slack.received[0]?.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(await outboxCounts(database.db, "webhooks")).toMatchObject({ sent: 2, pending: 0 });
    });
  });

  describe("a receiver that answers 500 three times", () => {
    it("gets the event on the fourth attempt, with the same webhook-id and body each time", async () => {
      const crm = await receiver((n) => (n <= 3 ? 500 : 200));
      const { submit, worker } = backend([endpoint(crm.url)]);
      await submit();
      await deliverAll(worker);
      expect(crm.received.map((event) => event.status)).toEqual([500, 500, 500, 200]);
      expect(new Set(crm.received.map((event) => event.id)).size).toBe(1);
      expect(new Set(crm.received.map((event) => event.body)).size).toBe(1);
      expect(crm.received.every((event) => event.signed)).toBe(true);
      expect(crm.accepted().size).toBe(1);
      expect(await events()).toMatchObject([{ status: "sent", attempts: 4 }]);
    });
  });

  describe("a receiver that answers 410", () => {
    it("fails the event at once, where `outbox` lists it, and `outbox retry webhooks` sends it again", async () => {
      let gone = true;
      const crm = await receiver(() => (gone ? 410 : 204));
      const { submit, worker } = backend([endpoint(crm.url)]);
      await submit();
      await deliverAll(worker);
      expect(crm.received).toHaveLength(1);
      const waiting = await undelivered(database.db);
      expect(waiting.filter((item) => item.kind === "webhooks")).toMatchObject([
        {
          kind: "webhooks",
          target: "crm",
          status: "failed",
          attempts: 1,
          lastError: expect.stringMatching(/^HTTP 410 from "crm"/),
        },
      ]);

      gone = false;
      expect(await retryFailed(database.db, "webhooks")).toBe(1);
      await deliverAll(worker);
      expect(crm.accepted().size).toBe(1);
      expect(await events()).toMatchObject([{ status: "sent" }]);
    });
  });

  describe("a refusal", () => {
    it("is retried on 408, 429 and 503, and given up at once on 400, 401, 404 and 422", async () => {
      for (const status of [408, 429, 503, 400, 401, 404, 422]) {
        await emptyTables(database);
        const crm = await receiver((n) => (n === 1 ? status : 200));
        const { submit, worker } = backend([endpoint(crm.url)]);
        await submit();
        await deliverAll(worker);
        const retried = status === 408 || status === 429 || status >= 500;
        expect(
          crm.received.map((event) => event.status),
          String(status),
        ).toEqual(retried ? [status, 200] : [status]);
        expect((await events())[0]?.status, String(status)).toBe(retried ? "sent" : "failed");
      }
    });

    it("by a redirect is not followed: the event fails, telling the operator to set the final URL", async () => {
      const crm = await receiver(() => 301);
      const { submit, worker } = backend([endpoint(crm.url)]);
      await submit();
      await deliverAll(worker);
      expect(crm.received).toHaveLength(1);
      expect(await events()).toMatchObject([
        {
          status: "failed",
          attempts: 1,
          lastError: expect.stringMatching(/HTTP 301.*final address/),
        },
      ]);
    });
  });

  describe("an event whose endpoint left LEAD_WEBHOOKS", () => {
    it("fails, saying so, and never reaches its old address", async () => {
      const crm = await receiver();
      await backend([endpoint(crm.url)]).submit();
      const { worker } = backend([]);
      await deliverAll(worker);
      expect(crm.received).toHaveLength(0);
      expect(await events()).toMatchObject([
        { status: "failed", lastError: expect.stringMatching(/"crm" is not in LEAD_WEBHOOKS/) },
      ]);
    });
  });

  describe("an endpoint whose URL holds a password and a secret path", () => {
    it("fails without the password or the path reaching a log line, last_error or `npm run outbox`", async () => {
      const lines: string[] = [];
      const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      const crm = await receiver();
      const closed = await freePort();
      // fetch refuses a URL with credentials, quoting it whole; a closed port fails as a network error.
      const withPassword = crm.url
        .replace("//", "//sales:hunter2-pw@")
        .replace("/hooks/", "/s3cret-path/");
      const endpoints = [
        { name: "crm", url: withPassword, format: "slack" as const },
        {
          name: "chat",
          url: `http://127.0.0.1:${closed}/services/T0/B0/s3cret-token`,
          format: "slack" as const,
        },
      ];
      const { submit, worker } = backend(endpoints, { logger, maxAttempts: 2 });
      await submit();
      await deliverAll(worker);

      const rows = await events();
      expect(rows.map((row) => row.status)).toEqual(["failed", "failed"]);
      const report = await outboxStatusReport(database.db);
      const logged = lines.join("");
      expect(lines.map((line) => JSON.parse(line).event)).toEqual(
        expect.arrayContaining(["webhook.retry", "webhook.failed"]),
      );
      // Each says which endpoint and host failed, and why ...
      for (const row of rows) expect(row.lastError).toContain(`"${row.endpoint}" (127.0.0.1:`);
      expect(report).toMatch(/to crm .*credentials/);
      // ... and none says where on the host, or with what password.
      for (const said of [logged, report, ...rows.map((row) => row.lastError)]) {
        for (const secret of ["hunter2", "sales:", "s3cret", "/hooks/", "/services/"]) {
          expect(said).not.toContain(secret);
        }
      }
      expect(crm.received).toHaveLength(0);
    });

    it("stored by an older version with its URL in last_error, is listed by `npm run outbox` with the host only", async () => {
      const { submit } = backend([endpoint("https://hooks.example.com/services/T0/B0/s3cret")]);
      await submit();
      const quoted =
        "Request cannot be constructed from a URL that includes credentials: https://sales:hunter2@hooks.example.com/services/T0/B0/s3cret";
      await database.db.update(webhookDeliveries).set({ status: "failed", lastError: quoted });
      const report = await outboxStatusReport(database.db);
      expect(report).toMatch(/to crm .*credentials: hooks\.example\.com$/m);
      for (const secret of ["hunter2", "s3cret", "/services/"])
        expect(report).not.toContain(secret);
    });
  });

  describe("a receiver that never answers", () => {
    it("holds up no other endpoint: the chat gets a lead within a second while the CRM keeps one waiting", async () => {
      const hangMs = 5_000;
      const crm = await receiver(() => "hold");
      const chat = await receiver();
      const { submit, worker } = backend(
        [endpoint(crm.url), { name: "sales-slack", url: chat.url, format: "slack" }],
        { pollMs: 50, timeoutMs: hangMs },
      );
      worker.start();
      await submit();
      await expect.poll(() => crm.received.length).toBe(1);

      // The CRM now holds its event until the timeout; the next lead is queued.
      await submit();
      const queued = performance.now();
      await expect.poll(() => chat.received.length, { timeout: hangMs * 2 }).toBe(2);
      const lateMs = performance.now() - queued;
      expect(lateMs).toBeLessThan(Math.min(1_000, hangMs / 5));
      expect(crm.received).toHaveLength(1);
    });
  });

  describe("a receiver that is down", () => {
    // A minute's outage, scaled to 1.5 s: retries every 100 ms doubling to 400 ms,
    // where the defaults (30 s doubling to an hour) make it two or three attempts
    // and the event arrives within about a minute of the receiver's return.
    it("is retried with backoff while connections are refused, and gets the event once when it is back", async () => {
      const port = await freePort();
      const { submit, worker } = backend([endpoint(`http://127.0.0.1:${port}/hooks/lead`)], {
        backoffMs: 100,
        backoffMaxMs: 400,
        pollMs: 50,
      });
      await submit();
      worker.start();
      await expect
        .poll(async () => (await events())[0]?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      expect((await events())[0]).toMatchObject({
        status: expect.stringMatching(/^(pending|sending)$/),
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const crm = await receiver(undefined, port);
      await expect.poll(() => crm.accepted().size, { timeout: 10_000 }).toBe(1);
      await expect.poll(async () => (await events())[0]?.status).toBe("sent");
      expect(crm.received).toHaveLength(1);
    });
  });
}
