import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { describeDbError } from "../db/errors";
import { emailOutbox, type OutboxMail } from "../db/schema";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  pollMs: number;
  backoffMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
  batchSize?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Looks for due mail now, e.g. right after a submission was stored. */
  wake(): void;
  /** Claims and delivers one batch; resolves to how many were claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and starts no new send: the rest of the batch in hand goes back to
   * the queue. Waits for the send under way, at most graceMs (unbounded without);
   * a send still under way then is cut off and its mail queued again at once, for
   * this or another instance, rather than held until its lease runs out.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A claimed row stays "sending" for the longest a send can take plus this. Only a
 * worker that died mid-send leaves a claim to run out: its mail is then due again
 * (at-least-once), and never while a send of it may still be under way.
 */
const LEASE_MARGIN_MS = 60_000;

/** How long a send cut off at shutdown gets to hand its mail back to the queue. */
const CUT_OFF_SETTLE_MS = 5_000;

export function leaseMs(transport: Pick<MailTransport, "maxSendMs">): number {
  return transport.maxSendMs + LEASE_MARGIN_MS;
}

/** Delay before attempt n+1 after n failed attempts: doubling, capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * Puts mail that a previous process claimed and never finished back in the queue,
 * due now rather than when its lease runs out. Only for a database this process
 * holds alone (PGlite, behind its lock file): on a shared PostgreSQL a claim may
 * belong to another server that is still sending it.
 */
export async function releaseAbandonedClaims(db: Db): Promise<number> {
  const released = await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.status, "sending"))
    .returning({ id: emailOutbox.id });
  return released.length;
}

const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const batchSize = options.batchSize ?? 10;
  const lease = leaseMs(transport);
  /**
   * What the worker knows and the database does not yet: a send's outcome, or
   * claims it gave back, that could not be written (the database was down).
   * Written before anything new is claimed: a mail that went out is never sent
   * again for want of its "sent", and the rest of a batch is not left waiting
   * for its lease to run out.
   */
  const unwritten: (() => Promise<unknown>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let started = false;
  let stopped = false;
  /** Cuts off the send under way when a stop's grace runs out. */
  const cutOff = new AbortController();

  /**
   * Two workers (or two servers) never hold the same row: the claim locks due rows
   * with FOR UPDATE SKIP LOCKED and moves them out of "due" in one statement.
   */
  async function claim(): Promise<OutboxMail[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ["pending", "sending"]),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: afterMs(lease),
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  /** Sends one claimed mail; resolves to the database write that records how it went. */
  async function deliver(mail: OutboxMail): Promise<() => Promise<unknown>> {
    try {
      await transport.send(mail, cutOff.signal);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return recordFailure(mail, message, isPermanentRefusal(error));
    }
    logger.info(
      { event: "outbox.sent", mailId: mail.id, attempts: mail.attempts, via: transport.kind },
      "notification sent",
    );
    return () =>
      db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, mail.id));
  }

  /**
   * A failed send gives its claim back at once: due again after its backoff, or
   * failed for good once attempts run out or the mail server refused it for good.
   */
  function recordFailure(
    mail: OutboxMail,
    message: string,
    permanent: boolean,
  ): () => Promise<unknown> {
    const giveUp = permanent || mail.attempts >= options.maxAttempts;
    const delay = backoffDelay(mail.attempts, options.backoffMs, options.backoffMaxMs);
    const fields = {
      event: giveUp ? "outbox.failed" : "outbox.retry",
      mailId: mail.id,
      attempts: mail.attempts,
      ...(permanent ? { permanent } : {}),
      error: message,
    };
    if (giveUp) {
      logger.error(fields, "notification failed for good: retry with `npm run outbox -- retry`");
    } else {
      logger.warn({ ...fields, retryInMs: delay }, "notification not sent, will retry");
    }
    const lastError = message.slice(0, 1000);
    return () =>
      db
        .update(emailOutbox)
        .set(
          giveUp
            ? { status: "failed", lastError }
            : { status: "pending", lastError, nextAttemptAt: afterMs(delay) },
        )
        .where(eq(emailOutbox.id, mail.id));
  }

  /** Writes what is owed to the database, oldest first; stops at the first that fails. */
  async function writeOwed() {
    while (unwritten.length > 0) {
      await unwritten[0]?.();
      unwritten.shift();
    }
  }

  /** Back in the queue, due now; the attempt the claim counted never started. */
  async function unclaim(mails: OutboxMail[]) {
    await db
      .update(emailOutbox)
      .set({
        status: "pending",
        attempts: sql`${emailOutbox.attempts} - 1`,
        nextAttemptAt: sql`now()`,
      })
      .where(
        inArray(
          emailOutbox.id,
          mails.map((mail) => mail.id),
        ),
      );
  }

  async function runOnce(): Promise<number> {
    await writeOwed();
    const batch = await claim();
    for (const [index, mail] of batch.entries()) {
      if (stopped) {
        await unclaim(batch.slice(index));
        break;
      }
      unwritten.push(await deliver(mail));
      try {
        await writeOwed();
      } catch (error) {
        // The database went away mid-batch: the rest of it goes back once it returns.
        const rest = batch.slice(index + 1);
        if (rest.length > 0) unwritten.push(() => unclaim(rest));
        throw error;
      }
    }
    return batch.length;
  }

  async function drain() {
    do {
      wakeAgain = false;
      try {
        while (!stopped && (await runOnce()) === batchSize) {}
      } catch (error) {
        logger.error(
          { event: "outbox.poll_failed", error: describeDbError(error) },
          "outbox poll failed",
        );
      }
    } while (wakeAgain && !stopped);
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running) {
      wakeAgain = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
      schedule(options.pollMs);
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (started && !stopped) tick();
    },
    runOnce,
    async stop(graceMs) {
      stopped = true;
      clearTimeout(timer);
      if (running && !(await settlesWithin(running, graceMs))) {
        logger.warn(
          { event: "outbox.stop_timeout", graceMs },
          "a notification was still being sent at shutdown: its send is cut off and it is queued again",
        );
        // The send fails, and its failure gives the claim back like any other.
        cutOff.abort(new Error("cut off at shutdown"));
        await settlesWithin(running, CUT_OFF_SETTLE_MS);
      }
      transport.close();
    },
  };
}

/**
 * An SMTP reply in the 5xx range is a permanent refusal (RFC 5321 §4.2.1): the same
 * mail would be refused again, so retrying it for three days only hides it. A 4xx
 * reply, a timeout or a lost connection is temporary. An operator who fixed the
 * cause (a recipient, a sender the relay rejects) queues it with `outbox retry`.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Whether the promise settles within ms; waits as long as it takes without ms. */
async function settlesWithin(promise: Promise<unknown>, ms?: number): Promise<boolean> {
  if (ms === undefined) {
    await promise;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
