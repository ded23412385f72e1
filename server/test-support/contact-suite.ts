import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatSubmissions, listSubmissions } from "../contact/export";
import { createContactFormHandler } from "../contact/form-handler";
import { formOrigins } from "../contact/form-origins";
import { createContactService } from "../contact/service";
import type { Database } from "../db/client";
import { contactSubmissions, emailOutbox, rateLimits } from "../db/schema";
import type { ContactFormPage } from "../mail/notification";
import { outboxCounts, retryFailed, undelivered } from "../mail/outbox-admin";
import { createOutboxWorker } from "../mail/outbox-worker";
import { createMailTransport } from "../mail/transport";
import type { OutboxWorker } from "../outbox/worker";
import { emptyTables, silentLogger } from "./databases";
import { freePort, startSilentMailServer, startSmtpServer, type TestSmtpServer } from "./smtp";

const SITE = "http://site.test";
const TO = "sales@kairon-ai.example";
const FROM = "Kairon AI website <no-reply@kairon-ai.example>";
const BODY_LIMIT = 64 * 1024;
const WINDOW_MS = 10 * 60_000;

export interface SuiteOptions {
  open(): Promise<Database>;
  /** A database that does not answer, to drive the failure path; runs last. */
  openBroken(database: Database): Promise<Database>;
  /** A second connection to the same database, as a second server would have. */
  openPeer?(database: Database): Promise<Database>;
}

type Fields = Record<string, string>;

/** A submission the form takes, as its fields. */
export const valid: Fields = {
  firstName: "Ann",
  lastName: "Meier",
  email: "ann@example.com",
  company: "Acme AG",
  numberOfEmployees: "51-200",
  subject: "A pilot",
  message: "We would like to start a pilot.\nCan we talk?",
};

const ENGLISH_FORM: ContactFormPage = { path: "/contact", lang: "en" };
const GERMAN_FORM: ContactFormPage = { path: "/de/contact", lang: "de" };

function post(
  fields: Fields | string,
  headers: Record<string, string> = {},
  form = ENGLISH_FORM,
): Request {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return new Request(`${SITE}${form.path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
    body,
  });
}

/** The contact backend's whole server side, against one database: the suite runs it twice. */
export function contactBackendSuite(options: SuiteOptions) {
  let database: Database;
  let smtp: TestSmtpServer;
  const cleanups: (() => unknown)[] = [];

  // Creating a PGlite data directory takes seconds, minutes on a machine this busy.
  beforeAll(async () => {
    database = await options.open();
    smtp = await startSmtpServer();
  }, 180_000);
  afterAll(async () => {
    await smtp?.stop();
    await database?.close();
  });
  beforeEach(async () => {
    await emptyTables(database);
    smtp.received.length = 0;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function backend({
    db = database,
    rateMax = 1000,
    smtpUrl = smtp.url,
    maxAttempts = 3,
    bookingUrl,
  }: {
    db?: Database;
    rateMax?: number;
    smtpUrl?: string;
    maxAttempts?: number;
    bookingUrl?: string;
  } = {}) {
    const transport = createMailTransport({ smtpUrl, dataDir: "/nonexistent", from: FROM });
    const worker = createOutboxWorker({
      db: db.db,
      transport,
      logger: silentLogger,
      pollMs: 60_000,
      backoffMs: 1,
      backoffMaxMs: 1,
      maxAttempts,
    });
    const service = createContactService({
      db: db.db,
      logger: silentLogger,
      recipient: TO,
      rateLimit: { max: rateMax, windowMs: WINDOW_MS },
      onStored: () => worker.wake(),
    });
    const handler = createContactFormHandler({
      service,
      logger: silentLogger,
      bodyLimitBytes: BODY_LIMIT,
      origins: formOrigins(SITE, []),
      bookingUrl,
    });
    /** A post to the English contact page, unless the test names the German one. */
    const handle = (request: Request, clientIp: string | undefined, form = ENGLISH_FORM) =>
      handler(request, clientIp, form);
    cleanups.push(() => worker.stop());
    return { handle, worker };
  }

  async function drain(worker: OutboxWorker) {
    let total = 0;
    for (let claimed = await worker.runOnce(); claimed > 0; claimed = await worker.runOnce()) {
      total += claimed;
    }
    return total;
  }

  const storedRows = () => database.db.select().from(contactSubmissions);
  const outboxRows = () => database.db.select().from(emailOutbox);
  const countRows = async () =>
    (await database.db.select({ total: count() }).from(contactSubmissions))[0]?.total;
  /** Lets a retry's backoff (1 ms here) pass on the database's clock. */
  const makeDue = () => database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });

  describe("a valid submission", () => {
    it("is stored with the spec's columns and mailed to the sales inbox, Reply-To the visitor", async () => {
      const { handle, worker } = backend();
      const reply = await handle(post(valid), "203.0.113.1");
      expect(reply).toEqual({
        status: 200,
        data: { outcome: "sent", values: { intent: "", email: "ann@example.com" } },
      });

      const [row] = await storedRows();
      expect(row).toMatchObject({
        firstName: "Ann",
        lastName: "Meier",
        email: "ann@example.com",
        company: "Acme AG",
        numberOfEmployees: "51-200",
        subject: "A pilot",
        message: "We would like to start a pilot.\nCan we talk?",
      });

      expect(await drain(worker)).toBe(1);
      const [mail] = smtp.received;
      expect(mail?.envelopeTo).toEqual([TO]);
      expect(mail?.headers.get("to")).toBe(TO);
      expect(mail?.headers.get("from")).toBe(FROM);
      expect(mail?.headers.get("reply-to")).toBe("ann@example.com");
      expect(mail?.headers.get("subject")).toBe("[Kairon AI contact] A pilot");
      expect(mail?.text).toContain("Company: Acme AG");
      expect(mail?.text).toContain("We would like to start a pilot.\nCan we talk?");
      expect(mail?.text).toContain("Language: English (form at /contact)");
      expect(mail?.html).toContain("<td>Acme AG</td>");
      const [outbox] = await outboxRows();
      expect(outbox).toMatchObject({ status: "sent", attempts: 1, submissionId: row?.id });
      expect(outbox?.sentAt).toBeInstanceOf(Date);
    });

    it("from the German contact page, tells sales in the mail it wrote at once, even when sent later", async () => {
      const { handle, worker } = backend();
      const reply = await handle(post(valid, {}, GERMAN_FORM), "203.0.113.1", GERMAN_FORM);
      expect(reply).toEqual({
        status: 200,
        data: { outcome: "sent", values: { intent: "", email: "ann@example.com" } },
      });
      // Composed with the submission and stored in the outbox: the worker only sends it.
      const [queued] = await outboxRows();
      expect(queued?.text).toContain("Language: German (form at /de/contact)");
      // And in the row, for the export.
      expect((await storedRows())[0]?.language).toBe("de");

      await drain(worker);
      const [mail] = smtp.received;
      expect(mail?.text).toContain("Language: German (form at /de/contact)");
      expect(mail?.html).toContain("Language: German (form at /de/contact)");
      // Sales reads English: the fields keep their English names.
      expect(mail?.text).toContain("Company: Acme AG");
    });

    it("answers a demo request with the page to book a time where one is set, and nothing else with it", async () => {
      const bookingUrl = "https://cal.example.com/kairon/demo";
      const { handle } = backend({ bookingUrl });
      const demo = await handle(post({ ...valid, intent: "demo" }), "203.0.113.1");
      expect(demo.data).toEqual({
        outcome: "sent",
        values: { intent: "demo", email: "ann@example.com" },
        bookingUrl,
      });
      const pricing = await handle(post({ ...valid, intent: "pricing" }), "203.0.113.2");
      expect(pricing.data.bookingUrl).toBeUndefined();
      const unset = await backend().handle(post({ ...valid, intent: "demo" }), "203.0.113.3");
      expect(unset.data.bookingUrl).toBeUndefined();
    });

    it("keeps the visitor's purpose in the row and the mail, and none as none", async () => {
      const { handle, worker } = backend();
      await handle(post({ ...valid, intent: "pricing" }), "203.0.113.1");
      await handle(post({ ...valid, email: "bo@example.com" }), "203.0.113.2");
      const rows = await storedRows();
      expect(rows.find((row) => row.email === "ann@example.com")?.intent).toBe("pricing");
      expect(rows.find((row) => row.email === "bo@example.com")?.intent).toBeNull();
      await drain(worker);
      const mail = smtp.received.find(
        (received) => received.headers.get("reply-to") === "ann@example.com",
      );
      expect(mail?.headers.get("subject")).toBe(
        "[Kairon AI contact: Pricing for my company] A pilot",
      );
      expect(mail?.text).toContain("What can we help with?: Pricing for my company");
    });

    it("keeps where the lead came from in the row, the mail and the export, with or without the page's script", async () => {
      const { handle, worker } = backend();
      await handle(
        post({
          ...valid,
          sourcePage: "/contact?intent=demo",
          previousPage: "/platform",
          landingPage: "/individuals?utm_source=linkedin&utm_medium=social&utm_campaign=q4",
          referrer: "www.linkedin.com",
        }),
        "203.0.113.1",
      );
      // No script: the hidden fields are empty, the browser's Referer names the form's page.
      await handle(
        post(
          { ...valid, email: "bo@example.com", sourcePage: "" },
          { referer: `${SITE}/de/contact?utm_source=flyer` },
          GERMAN_FORM,
        ),
        "203.0.113.2",
        GERMAN_FORM,
      );
      const rows = await storedRows();
      expect(rows.find((row) => row.email === "ann@example.com")).toMatchObject({
        sourcePage: "/contact?intent=demo",
        previousPage: "/platform",
        referrerHost: "www.linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "q4",
        utmTerm: null,
      });
      expect(rows.find((row) => row.email === "bo@example.com")).toMatchObject({
        sourcePage: "/de/contact?utm_source=flyer",
        previousPage: null,
        referrerHost: null,
        utmSource: "flyer",
      });
      const csv = formatSubmissions(await listSubmissions(database.db), "csv");
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(header).toContain('"source_page","previous_page","referrer_host","utm_source"');
      expect(lines.find((line) => line.includes("ann@example.com"))).toContain(
        '"/contact?intent=demo","/platform","www.linkedin.com","linkedin","social","q4","",""',
      );
      await drain(worker);
      const mail = smtp.received.find(
        (received) => received.headers.get("reply-to") === "ann@example.com",
      );
      expect(mail?.text).toContain("Came from: www.linkedin.com");
      expect(mail?.text).toContain("utm_campaign=q4");
    });

    it("is delivered by the running worker without waiting for its next poll", async () => {
      const { handle, worker } = backend();
      worker.start();
      await handle(post(valid), "203.0.113.1");
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    });

    it("keeps HTML typed in any field as text, and escapes it in the mail's HTML", async () => {
      const { handle, worker } = backend();
      const attack = `<script>alert("x")</script>&<b>`;
      const fields = {
        firstName: attack,
        lastName: attack,
        email: "ann@example.com",
        company: attack,
        subject: attack,
        message: attack,
      };
      expect((await handle(post(fields), "203.0.113.1")).status).toBe(200);
      const [row] = await storedRows();
      expect(row).toMatchObject({ firstName: attack, company: attack, message: attack });

      await drain(worker);
      const [mail] = smtp.received;
      expect(mail?.html).not.toContain("<script>");
      expect(mail?.html).not.toContain("<b>");
      expect(mail?.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&lt;b&gt;",
      );
      expect(mail?.headers.get("subject")).toBe(`[Kairon AI contact] ${attack}`);
    });

    it("accepts every field at its longest in a three-byte script", async () => {
      const { handle } = backend();
      const fields = {
        firstName: "汉".repeat(100),
        lastName: "汉".repeat(100),
        email: `${"a".repeat(60)}@example.com`,
        company: "汉".repeat(200),
        numberOfEmployees: "5000+",
        subject: "汉".repeat(200),
        message: "汉".repeat(5000),
      };
      expect((await handle(post(fields), "203.0.113.1")).status).toBe(200);
      expect((await storedRows())[0]?.message).toBe(fields.message);
    });

    it("stores the message without direction overrides", async () => {
      const { handle } = backend();
      const email = "bidi@example.com";
      const message = "Please see the file Invoice \u202egpj.exe, thanks";
      expect((await handle(post({ ...valid, email, message }), "203.0.113.1")).status).toBe(200);
      const [row] = (await storedRows()).filter((stored) => stored.email === email);
      expect(row?.message).toBe("Please see the file Invoice gpj.exe, thanks");
    });
  });

  describe("a rejected submission changes nothing", () => {
    afterEach(async () => {
      expect(await countRows()).toBe(0);
      expect(await outboxRows()).toEqual([]);
    });

    it("answers 400 'missing' and echoes the values when email or message is missing", async () => {
      const { handle } = backend();
      const reply = await handle(post({ ...valid, email: "", message: " " }), "203.0.113.1");
      expect(reply.status).toBe(400);
      expect(reply.data).toMatchObject({
        outcome: "missing",
        fieldErrors: { email: "required", message: "required" },
        values: { firstName: "Ann", company: "Acme AG" },
      });
    });

    it.each(["firstName", "lastName", "email", "company", "subject"])(
      "refuses a CR/LF header injection in %s with 400",
      async (field) => {
        const { handle } = backend();
        const value =
          field === "email"
            ? "ann@example.com\r\nBcc: all@example.com"
            : "x\r\nBcc: all@example.com";
        const reply = await handle(post({ ...valid, [field]: value }), "203.0.113.1");
        expect(reply.status).toBe(400);
        expect(reply.data).toMatchObject({
          outcome: "invalid",
          fieldErrors: { [field]: "lineBreak" },
        });
      },
    );

    it("refuses an unknown employee range or purpose, an over-long field and a repeated field with 400", async () => {
      const { handle } = backend();
      for (const body of [
        { ...valid, numberOfEmployees: "all of them" },
        { ...valid, intent: "refund" },
        { ...valid, subject: "x".repeat(201) },
        `${new URLSearchParams(valid)}&email=other%40example.com`,
        { ...valid, message: "nul\u0000" },
      ]) {
        const reply = await handle(post(body), "203.0.113.1");
        expect(reply.status).toBe(400);
        expect(reply.data.outcome).toBe("invalid");
      }
    });

    it("refuses bodies that are not a form post with 415", async () => {
      const { handle } = backend();
      const json = new Request(`${SITE}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: JSON.stringify(valid),
      });
      expect(await handle(json, "203.0.113.1")).toEqual({
        status: 415,
        data: { outcome: "invalid" },
      });
    });

    it("refuses a body over the limit with 413, whether declared or streamed", async () => {
      const { handle } = backend();
      const big = new URLSearchParams({ ...valid, message: "x".repeat(BODY_LIMIT) }).toString();
      expect(await handle(post(big), "203.0.113.1")).toEqual({
        status: 413,
        data: { outcome: "tooLarge" },
      });
      const streamed = new Request(`${SITE}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 80; i++)
              controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect((await handle(streamed, "203.0.113.1")).status).toBe(413);
    });

    it("refuses a POST from another site with 403, by Origin or by Referer", async () => {
      const { handle } = backend();
      for (const headers of [
        { origin: "https://evil.example" } as Record<string, string>,
        { origin: "null" },
        { origin: "", referer: "https://evil.example/form.html" },
        // Our address with user info in front: no browser sends that.
        { origin: "http://visitor@site.test" },
      ]) {
        const request = post(valid, headers);
        if (headers.origin === "") request.headers.delete("origin");
        expect(await handle(request, "203.0.113.1")).toEqual({
          status: 403,
          data: { outcome: "forbidden" },
        });
      }
    });

    it("refuses a post whose Origin names the host it was sent to, when that is not ours (DNS rebinding)", async () => {
      const { handle } = backend();
      const rebound = new Request("http://rebound.example/contact", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://rebound.example",
        },
        body: new URLSearchParams(valid).toString(),
      });
      expect(await handle(rebound, "203.0.113.1")).toEqual({
        status: 403,
        data: { outcome: "forbidden" },
      });
      expect(await countRows()).toBe(0);
    });

    it("answers a filled honeypot like a success, and stores nothing", async () => {
      const { handle } = backend();
      const reply = await handle(
        post({ ...valid, website: "https://spam.example" }),
        "203.0.113.1",
      );
      expect(reply).toEqual({ status: 200, data: { outcome: "sent" } });
    });

    it("counts a honeypot sent twice, the first copy empty, as filled", async () => {
      const { handle } = backend();
      const email = "twice-honeypot@example.com";
      const body = `website=&website=https%3A%2F%2Fspam.example&${new URLSearchParams({ ...valid, email })}`;
      expect(await handle(post(body), "203.0.113.1")).toEqual({
        status: 200,
        data: { outcome: "sent" },
      });
      expect((await storedRows()).filter((row) => row.email === email)).toEqual([]);
    });
  });

  describe("the rate limit", () => {
    it("answers 429 past the limit, per client, counted across server instances", async () => {
      const first = backend({ rateMax: 3 });
      const second = backend({ rateMax: 3 });
      expect((await first.handle(post(valid), "203.0.113.9")).status).toBe(200);
      expect((await second.handle(post(valid), "203.0.113.9")).status).toBe(200);
      expect((await first.handle(post(valid), "203.0.113.9")).status).toBe(200);
      const limited = await second.handle(post(valid), "203.0.113.9");
      expect(limited).toMatchObject({ status: 429, data: { outcome: "rateLimited" } });
      expect(limited.data.values?.message).toBe(valid.message);
      expect((await first.handle(post(valid), "198.51.100.4")).status).toBe(200);
      expect(await countRows()).toBe(4);
    });

    it("refuses a client past its limit without a database write per post, and says when to try again", async () => {
      const { handle } = backend({ rateMax: 2 });
      for (let i = 0; i < 2; i++) {
        expect((await handle(post(valid), "203.0.113.9")).status).toBe(200);
      }
      const windowEnd = (Math.floor(Date.now() / WINDOW_MS) + 1) * WINDOW_MS;
      const secondsLeft = () => Math.ceil((windowEnd - Date.now()) / 1000);
      for (let i = 0; i < 10; i++) {
        const latest = secondsLeft();
        const limited = await handle(post(valid), "203.0.113.9");
        expect(limited).toMatchObject({ status: 429, data: { outcome: "rateLimited" } });
        expect(limited.retryAfterSeconds).toBeLessThanOrEqual(latest);
        expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(secondsLeft());
      }
      // Each write adds one hit: the first refusal is the database's, the other nine are not written.
      expect(await database.db.select({ hits: rateLimits.hits }).from(rateLimits)).toEqual([
        { hits: 3 },
      ]);
      expect(await countRows()).toBe(2);
    });
  });

  describe("a stop while a send hangs", () => {
    it("cuts the send off and queues the mail again at once, for any instance, instead of holding it for its lease", async () => {
      const port = await freePort();
      const hanging = await startSilentMailServer(port);
      cleanups.push(() => hanging.stop());
      const { handle, worker } = backend({ smtpUrl: `smtp://127.0.0.1:${port}` });
      await handle(post(valid), "203.0.113.1");
      worker.start();
      await expect.poll(() => hanging.connections(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await outboxRows()).toMatchObject([{ status: "sending" }]);

      await worker.stop(200);
      const [released] = await outboxRows();
      expect(released).toMatchObject({ status: "pending", lastError: expect.any(String) });
      // Due after the ordinary backoff (1 ms here), not after the lease of many minutes.
      expect(released?.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 60_000);

      const other = backend();
      await drain(other.worker);
      expect(smtp.received).toHaveLength(1);
    });
  });

  describe("an address on an internationalised domain", () => {
    it("is stored as typed, and the sales mail replies to its ASCII form", async () => {
      const { handle, worker } = backend();
      const reply = await handle(post({ ...valid, email: "info@müller.ch" }), "203.0.113.9");
      expect(reply.status).toBe(200);
      await drain(worker);
      expect((await storedRows())[0]?.email).toBe("info@müller.ch");
      expect(smtp.received[0]?.headers.get("reply-to")).toBe("info@xn--mller-kva.ch");
    });
  });

  describe("when the mail server is down", () => {
    it("stores the submission, answers success, and delivers once SMTP is back", async () => {
      const port = await freePort();
      const { handle, worker } = backend({ smtpUrl: `smtp://127.0.0.1:${port}` });
      expect(await handle(post(valid), "203.0.113.1")).toEqual({
        status: 200,
        data: { outcome: "sent", values: { intent: "", email: "ann@example.com" } },
      });
      await worker.runOnce();
      const [waiting] = await outboxRows();
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

      const revived = await startSmtpServer(port);
      cleanups.push(() => revived.stop());
      await makeDue();
      await drain(worker);
      expect(revived.received).toHaveLength(1);
      expect(revived.received[0]?.headers.get("reply-to")).toBe("ann@example.com");
      expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
    });

    it("marks a mail failed after the last attempt, and `outbox retry` queues it again", async () => {
      const port = await freePort();
      const { handle, worker } = backend({ smtpUrl: `smtp://127.0.0.1:${port}`, maxAttempts: 2 });
      await handle(post(valid), "203.0.113.1");
      await worker.runOnce();
      await makeDue();
      await worker.runOnce();
      expect(await outboxCounts(database.db, "mail")).toEqual({
        pending: 0,
        sending: 0,
        sent: 0,
        failed: 1,
      });

      expect(await retryFailed(database.db, "mail")).toBe(1);
      const healthy = backend();
      await drain(healthy.worker);
      expect(smtp.received).toHaveLength(1);
      expect(await outboxCounts(database.db, "mail")).toEqual({
        pending: 0,
        sending: 0,
        sent: 1,
        failed: 0,
      });
    });
  });

  describe("when the mail server refuses the mail", () => {
    it("gives a mail refused for good (550) up at once, where `outbox` lists it, and retries a temporary refusal (451)", async () => {
      const refusing = await startSmtpServer(0, {
        refusal: { code: 550, message: "No such user here" },
      });
      cleanups.push(() => refusing.stop());
      const permanent = backend({ smtpUrl: refusing.url, maxAttempts: 80 });
      await permanent.handle(post(valid), "203.0.113.1");
      await permanent.worker.runOnce();
      expect(await undelivered(database.db)).toMatchObject([
        { kind: "mail", status: "failed", attempts: 1, lastError: expect.stringMatching(/550/) },
      ]);

      await emptyTables(database);
      const busy = await startSmtpServer(0, { refusal: { code: 451, message: "Try again later" } });
      cleanups.push(() => busy.stop());
      const temporary = backend({ smtpUrl: busy.url, maxAttempts: 80 });
      await temporary.handle(post(valid), "203.0.113.2");
      await temporary.worker.runOnce();
      await makeDue();
      await temporary.worker.runOnce();
      expect(await outboxRows()).toMatchObject([
        { status: "pending", attempts: 2, lastError: expect.stringMatching(/451/) },
      ]);
    });
  });

  describe("under concurrency", () => {
    it("stores exactly 50 rows and sends exactly 50 mails for 50 concurrent submissions", async () => {
      const { handle, worker } = backend();
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          handle(post({ ...valid, email: `visitor${i}@example.com` }), `203.0.113.${i}`),
        ),
      );
      expect(replies.every((reply) => reply.status === 200)).toBe(true);
      expect(await countRows()).toBe(50);
      await drain(worker);
      expect(smtp.received).toHaveLength(50);
      const replyTos = new Set(smtp.received.map((mail) => mail.headers.get("reply-to")));
      expect(replyTos.size).toBe(50);
    });

    it("never lets two workers send the same mail", async () => {
      const seed = backend();
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          seed.handle(post({ ...valid, email: `visitor${i}@example.com` }), `198.51.100.${i}`),
        ),
      );
      const peer = options.openPeer ? await options.openPeer(database) : database;
      if (peer !== database) cleanups.push(() => peer.close());
      const one = backend();
      const two = backend({ db: peer });
      const [sentByOne, sentByTwo] = await Promise.all([drain(one.worker), drain(two.worker)]);
      expect(sentByOne + sentByTwo).toBe(50);
      const ids = smtp.received.map((mail) => mail.headers.get("message-id"));
      expect(ids).toHaveLength(50);
      expect(new Set(ids).size).toBe(50);
      const counts = await outboxCounts(database.db, "mail");
      expect(counts.sent).toBe(50);
      const retried = await database.db
        .select({ total: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.attempts, 1));
      expect(retried[0]?.total).toBe(50);
    });
  });

  describe("when the worker stops", () => {
    it("finishes the mail it is sending and puts the rest of its batch back, unattempted", async () => {
      const { handle } = backend();
      for (const i of [1, 2, 3]) {
        await handle(post({ ...valid, email: `visitor${i}@example.com` }), `203.0.113.${i}`);
      }
      const sent: string[] = [];
      const worker: OutboxWorker = createOutboxWorker({
        db: database.db,
        transport: {
          kind: "smtp",
          maxSendMs: 1_000,
          async send(mail) {
            sent.push(mail.id);
            void worker.stop(); // the server is told to stop while this mail goes out
          },
          close() {},
        },
        logger: silentLogger,
        pollMs: 60_000,
        backoffMs: 1,
        backoffMaxMs: 1,
        maxAttempts: 3,
      });
      expect(await worker.runOnce()).toBe(3);
      expect(sent).toHaveLength(1);
      const rows = await outboxRows();
      expect(rows.find((row) => row.id === sent[0])).toMatchObject({ status: "sent" });
      const rest = rows.filter((row) => row.id !== sent[0]);
      expect(rest).toMatchObject([
        { status: "pending", attempts: 0 },
        { status: "pending", attempts: 0 },
      ]);
      // Due now: whichever worker polls next sends them.
      const next = backend();
      expect(await drain(next.worker)).toBe(2);
      expect(smtp.received).toHaveLength(2);
    });
  });

  describe("when the database goes away mid-batch", () => {
    it("records a sent mail once it is back, sends it never again, and frees the rest at once", async () => {
      const { handle } = backend();
      for (const i of [1, 2, 3]) {
        await handle(post({ ...valid, email: `batch${i}@example.com` }), `203.0.113.${i}`);
      }
      let down = false;
      let cutAfterSend = true;
      // The database refuses every write while `down`: the connection is gone.
      const flaky = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "update" && down) {
            return () => {
              throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      const smtpTransport = createMailTransport({
        smtpUrl: smtp.url,
        dataDir: "/nonexistent",
        from: FROM,
      });
      const worker = createOutboxWorker({
        db: flaky,
        transport: {
          kind: "smtp",
          maxSendMs: smtpTransport.maxSendMs,
          async send(mail) {
            await smtpTransport.send(mail);
            // Right after the mail server accepted the first mail.
            if (cutAfterSend) down = true;
            cutAfterSend = false;
          },
          close: () => smtpTransport.close(),
        },
        logger: silentLogger,
        pollMs: 60_000,
        backoffMs: 1,
        backoffMaxMs: 1,
        maxAttempts: 3,
      });
      cleanups.push(() => worker.stop());

      await expect(worker.runOnce()).rejects.toThrow(/ECONNREFUSED/);
      expect(smtp.received).toHaveLength(1);
      // No other worker may take these over while a send of them could still be under way.
      const claimed = await outboxRows();
      expect(claimed.map((row) => row.status)).toEqual(["sending", "sending", "sending"]);
      for (const row of claimed) {
        expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(smtpTransport.maxSendMs);
      }

      down = false;
      await worker.runOnce();
      await worker.runOnce();
      expect(smtp.received).toHaveLength(3);
      // Each outbox row once: its Message-ID is the row's.
      expect(new Set(smtp.received.map((mail) => mail.headers.get("message-id"))).size).toBe(3);
      expect((await outboxRows()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    });
  });

  describe("when the database is down", () => {
    it("answers the spec's failure, keeps the values, throws nothing, and reports not ready", async () => {
      const broken = await options.openBroken(database);
      const { handle } = backend({ db: broken });
      const reply = await handle(post(valid), "203.0.113.1");
      expect(reply).toEqual({
        status: 503,
        data: { outcome: "failed", values: valid },
      });
      expect(await broken.ping()).toBe(false);
      await broken.close();
    });
  });
}
