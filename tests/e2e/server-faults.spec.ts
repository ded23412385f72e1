/**
 * Faults of the production server process itself: a stop or a crash with mail in
 * the outbox, and a stop with requests in flight. Each test runs its own servers
 * (node <BUILD_DIR>/app/index.js, as deployed) on their own ports and data
 * directory, beside a mail server on loopback; no browser is involved.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { contactSubmissions } from "../../server/db/schema";
import { outboxCounts } from "../../server/mail/outbox-admin";
import {
  freePort,
  type SmtpServerOptions,
  startSilentMailServer,
  startSmtpServer,
  type TestSmtpServer,
} from "../../server/test-support/smtp";
import {
  contactBody,
  databaseState,
  freshDataDir,
  holdOpenPost,
  leftoverLocks,
  withDatabase,
} from "./fault-support/faults";
import {
  killLeftoverServers,
  type ProductionServer,
  startProductionServer,
  waitFor,
} from "./support/production-server";

// In one worker, one after the other: they share one template database (and the
// machine's two cores); a failure does not skip the others.
test.describe.configure({ mode: "default" });
// Generous for a busy machine; each test takes a few seconds on an idle one.
test.setTimeout(120_000);

let data: Awaited<ReturnType<typeof freshDataDir>>;
const cleanups: (() => unknown)[] = [];
test.beforeEach(async () => {
  data = await freshDataDir();
});
test.afterEach(async () => {
  killLeftoverServers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  data.remove();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Refused mail is retried within a second, and never given up on, during a test. */
const outboxEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  OUTBOX_POLL_MS: "200",
  OUTBOX_BACKOFF_MS: "500",
  OUTBOX_BACKOFF_MAX_MS: "1000",
  OUTBOX_MAX_ATTEMPTS: "1000",
});

async function submit(server: ProductionServer, count: number): Promise<string[]> {
  const markers = Array.from({ length: count }, () => randomUUID());
  for (const marker of markers) {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: FORM,
      body: contactBody(marker),
    });
    expect(response.status).toBe(200);
  }
  return markers;
}

async function smtpServer(port: number, options?: SmtpServerOptions): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(port, options);
  cleanups.push(() => smtp.stop());
  return smtp;
}

const messages = (server: ProductionServer) => server.logs.map((line) => line.msg);

test.describe("a restart with mail in the outbox", () => {
  test("mail refused while the mail server is down is sent once it is back, after a SIGTERM and a restart", async () => {
    const smtpPort = await freePort();
    const before = await smtpServer(smtpPort);
    const first = await startProductionServer(data.dir, outboxEnv(smtpPort));
    const sentBefore = await submit(first, 2);
    await expect.poll(() => before.received.length, { timeout: 15_000 }).toBe(2);

    await before.stop(); // the mail server goes down
    const waiting = await submit(first, 3);
    const refused = () =>
      new Set(first.logs.filter((line) => line.event === "outbox.retry").map((line) => line.mailId))
        .size;
    await expect.poll(refused, { timeout: 15_000 }).toBe(3);

    expect(await first.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(messages(first)).toContain("backend stopped");
    expect(databaseState(data.dir)).toBe("shut down");

    const after = await smtpServer(smtpPort);
    const second = await startProductionServer(data.dir, outboxEnv(smtpPort));
    await expect.poll(() => after.received.length, { timeout: 30_000 }).toBe(3);
    await expectEachMailedOnceAfterStop(second, [before, after], [...sentBefore, ...waiting]);
  });

  /*
   * The harsh case: the process dies (SIGKILL, an out-of-memory kill) while a mail
   * is claimed and its send is under way. Here the mail server never answered, so
   * the mail cannot have been accepted, and it must be sent after the restart, once.
   * Delivery is at-least-once: had the mail server accepted the message in the
   * instant between its reply and the outbox row being marked sent, the mail would
   * be sent again after the restart. No SMTP client can close that window; the
   * stable Message-ID (the outbox row's id) lets the receiving side see the repeat.
   * The restart queues the claimed mail at once rather than after its five-minute
   * lease: a PGlite database belongs to one process (server/backend.ts).
   */
  test("a mail being sent when the server is killed is sent once after the restart", async () => {
    const smtpPort = await freePort();
    const hanging = await startSilentMailServer(smtpPort);
    cleanups.push(() => hanging.stop());
    const first = await startProductionServer(data.dir, outboxEnv(smtpPort));
    const markers = await submit(first, 3);
    // The worker has claimed a mail and is waiting for the mail server's greeting.
    await expect.poll(() => hanging.connections(), { timeout: 15_000 }).toBeGreaterThan(0);

    expect(await first.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    expect(databaseState(data.dir)).toBe("in production"); // a crash: the next start recovers
    await hanging.stop();

    const smtp = await smtpServer(smtpPort);
    const second = await startProductionServer(data.dir, outboxEnv(smtpPort));
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(3);
    await expectEachMailedOnceAfterStop(second, [smtp], markers);
  });

  /*
   * A mail server that keeps a mail's data, then takes seconds to acknowledge it.
   * A send started during the stop, while a visitor's post was still being
   * answered, would be cut off by the exit after the server had the mail, and
   * sent again after the restart. The stop starts no new send.
   */
  test("a SIGTERM while the mail server is slow to acknowledge sends every mail once: no send starts during the stop", async () => {
    const smtpPort = await freePort();
    const slow = await smtpServer(smtpPort, { ackDelayMs: 4_000 });
    const env = { ...outboxEnv(smtpPort), SHUTDOWN_TIMEOUT_MS: "6000" };
    const first = await startProductionServer(data.dir, env);
    const markers = await submit(first, 3);
    // The first mail's data is in; its acknowledgement is seconds away.
    await expect.poll(() => slow.received.length, { timeout: 15_000 }).toBe(1);
    const heldMarker = randomUUID();
    const held = await holdOpenPost(first.port, "/contact", contactBody(heldMarker));

    first.signal("SIGTERM");
    const sentEvents = () => first.logs.filter((line) => line.event === "outbox.sent").length;
    await expect.poll(sentEvents, { timeout: 15_000 }).toBe(1);
    // Time for a next send to start, as one did before the stop started none.
    await waitFor(() => slow.received.length > 1, 1_000);
    expect((await held.finish()).status).toBe(200);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(databaseState(data.dir)).toBe("shut down");

    const after = await smtpServer(await freePort());
    const second = await startProductionServer(data.dir, outboxEnv(after.port));
    await expect.poll(() => after.received.length, { timeout: 30_000 }).toBe(3);
    await expectEachMailedOnceAfterStop(second, [slow, after], [...markers, heldMarker]);
  });

  test("a SIGTERM while a send hangs still stops in time and cleanly; the mail is sent once after the restart", async () => {
    const timeoutMs = 3_000;
    const smtpPort = await freePort();
    const hanging = await startSilentMailServer(smtpPort);
    cleanups.push(() => hanging.stop());
    const env = { ...outboxEnv(smtpPort), SHUTDOWN_TIMEOUT_MS: String(timeoutMs) };
    const first = await startProductionServer(data.dir, env);
    const markers = await submit(first, 3);
    await expect.poll(() => hanging.connections(), { timeout: 15_000 }).toBeGreaterThan(0);

    const signalledAt = Date.now();
    expect(await first.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    // The wait for the hanging send ends with the shutdown timeout (the mail stays
    // queued); closing the database follows.
    expect(Date.now() - signalledAt).toBeLessThan(timeoutMs + 2_000);
    expect(first.logs.map((line) => line.event)).toContain("outbox.stop_timeout");
    expect(messages(first)).toContain("backend stopped");
    expect(databaseState(data.dir)).toBe("shut down");
    await hanging.stop();

    const smtp = await smtpServer(smtpPort);
    const second = await startProductionServer(data.dir, env);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(3);
    await expectEachMailedOnceAfterStop(second, [smtp], markers);
  });

  /** Each submission's notification, across every mail server it may have reached. */
  async function expectEachMailedOnceAfterStop(
    server: ProductionServer,
    inboxes: TestSmtpServer[],
    markers: string[],
  ) {
    // Five more polls of the outbox: a mail sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    const received = inboxes.flatMap((inbox) => inbox.received);
    const arrived = (marker: string) =>
      received.filter((mail) => mail.text.includes(marker)).length;
    expect(markers.map(arrived)).toEqual(markers.map(() => 1));
    expect(received).toHaveLength(markers.length);
    expect(await withDatabase(data.dir, (database) => outboxCounts(database.db, "mail"))).toEqual({
      pending: 0,
      sending: 0,
      sent: markers.length,
      failed: 0,
    });
  }
});

/** One contact post on a connection of its own: its status, or the error that ended it. */
function postOnNewConnection(url: string, marker: string): Promise<string> {
  const body = contactBody(marker);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/contact`,
      {
        method: "POST",
        agent: false,
        headers: { ...FORM, accept: "application/json", "content-length": body.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
        response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(body);
  });
}

test("SIGTERM during bursts of posts: each is answered or its connection refused, none is cut off", async () => {
  const server = await startProductionServer(data.dir);
  const outcomes: { marker: string; outcome: string }[] = [];
  // As the probe sent them: three rounds of 20 at once, the stop during the second.
  for (let round = 0; round < 3; round++) {
    const markers = Array.from({ length: 20 }, () => randomUUID());
    const burst = Promise.all(markers.map((marker) => postOnNewConnection(server.url, marker)));
    // While the second burst's connections are being made and queued.
    if (round === 1) server.signal("SIGTERM");
    const results = await burst;
    outcomes.push(...markers.map((marker, index) => ({ marker, outcome: results[index] ?? "" })));
  }
  expect(await server.exited).toEqual({ code: 0, signal: null });

  const cutOff = outcomes.filter(({ outcome }) => outcome !== "200" && outcome !== "ECONNREFUSED");
  expect(cutOff, "answered (200) or refused (ECONNREFUSED), nothing else").toEqual([]);
  const answered = outcomes.filter(({ outcome }) => outcome === "200");
  expect(answered.length, "the round before the stop").toBeGreaterThanOrEqual(20);
  const stored = await withDatabase(data.dir, (database) =>
    database.db.select({ message: contactSubmissions.message }).from(contactSubmissions),
  );
  for (const { marker } of answered) {
    expect(
      stored.filter((row) => row.message.includes(marker)),
      marker,
    ).toHaveLength(1);
  }
});

test("SIGTERM: requests in flight complete, new connections are refused, the database closes cleanly", async () => {
  const timeoutMs = 8_000;
  const server = await startProductionServer(data.dir, {
    SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
  });
  // The form posted without JavaScript (the page answers) and by its script (JSON answers).
  const posts = ["text/html", "text/html", "application/json"].map((accept) => ({
    accept,
    marker: randomUUID(),
  }));
  const held = await Promise.all(
    posts.map(({ accept, marker }) =>
      holdOpenPost(server.port, "/contact", contactBody(marker), accept),
    ),
  );

  const signalledAt = Date.now();
  server.signal("SIGTERM");
  const connect = () =>
    fetch(`${server.url}/healthz`).then(
      () => "answered",
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
  await expect.poll(connect, { timeout: 5_000 }).toBe("ECONNREFUSED");

  const responses = await Promise.all(held.map((request) => request.finish()));
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
  // Each answer tells the client not to reuse the connection, and the server hangs up.
  expect(responses.map((response) => response.headers.get("connection"))).toEqual([
    "close",
    "close",
    "close",
  ]);

  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(timeoutMs);
  expect(messages(server)).toEqual(expect.arrayContaining(["server closed", "backend stopped"]));
  expect(messages(server)).not.toContain("shutdown timed out: closing remaining connections");
  expect(messages(server)).not.toContain("backend did not stop cleanly");

  // PGlite wrote its shutdown checkpoint: the next start needs no crash recovery.
  expect(databaseState(data.dir)).toBe("shut down");
  expect(leftoverLocks(data.dir)).toEqual([]);
  const stored = await withDatabase(data.dir, (database) =>
    database.db.select({ message: contactSubmissions.message }).from(contactSubmissions),
  );
  for (const { marker } of posts) {
    expect(stored.filter((row) => row.message.includes(marker))).toHaveLength(1);
  }
});

/** A TCP connection to 127.0.0.1:port, and a promise of its close. */
async function openConnection(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  return { socket, closed: new Promise((resolve) => socket.once("close", () => resolve())) };
}

test("SIGTERM with connections to the admin endpoint left idle, kept alive or half-sent stops in time and cleanly", async () => {
  const timeoutMs = 5_000;
  const token = "t".repeat(40);
  const adminPort = await freePort();
  const server = await startProductionServer(data.dir, {
    ADMIN_TOKEN: token,
    ADMIN_PORT: String(adminPort),
    SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
  });
  // As the probe left them: one that sent nothing, one kept alive after an answer,
  // one whose request stopped halfway.
  const idle = await openConnection(adminPort);
  const keptAlive = await openConnection(adminPort);
  keptAlive.socket.write(
    `GET /outbox HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
  );
  await new Promise((resolve) => keptAlive.socket.once("data", resolve));
  const halfSent = await openConnection(adminPort);
  halfSent.socket.write("GET /outbox HTTP/1.1\r\nHost: 127.0.0.1\r\n");

  const signalledAt = Date.now();
  server.signal("SIGTERM");
  const exit = await Promise.race([server.exited, sleep(timeoutMs + 5_000, "still running")]);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(timeoutMs);
  await Promise.all([idle.closed, keptAlive.closed, halfSent.closed]);
  expect(messages(server)).not.toContain("shutdown timed out: closing remaining connections");
  expect(databaseState(data.dir)).toBe("shut down");
});

test("a request still unanswered at SHUTDOWN_TIMEOUT_MS is cut off, the database closes and the exit code says so", async () => {
  const timeoutMs = 2_000;
  const server = await startProductionServer(data.dir, { SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });
  // Its body never comes: the request stays under way.
  await holdOpenPost(server.port, "/contact", contactBody(randomUUID()));

  const signalledAt = Date.now();
  server.signal("SIGTERM");
  const exit = await Promise.race([server.exited, sleep(timeoutMs + 10_000, "still running")]);
  expect(exit).toEqual({ code: 1, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(timeoutMs + 5_000);
  expect(messages(server)).toContain("shutdown timed out: closing remaining connections");
  expect(databaseState(data.dir)).toBe("shut down");
});
