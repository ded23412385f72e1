import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { describeDbError } from "../db/errors";
import { emailOutbox, webhookDeliveries } from "../db/schema";
import type { Logger } from "../logger";

/**
 * The tables the outbox worker delivers from: each holds what to send, plus the
 * same queue columns (status, attempts, next_attempt_at, last_error, sent_at).
 */
export const OUTBOX_QUEUES = { mail: emailOutbox, webhooks: webhookDeliveries } as const;
export type OutboxKind = keyof typeof OUTBOX_QUEUES;
type QueueTable = (typeof OUTBOX_QUEUES)[OutboxKind];

/** Delivers the rows of one queue: SMTP for mail, HTTP for webhooks. */
export interface Courier<Row> {
  /** The longest one delivery can take before it succeeds or fails: the worker's claim outlasts it. */
  readonly maxSendMs: number;
  /** Throws when the row was not delivered, or when `signal` cut it off. */
  send(row: Row, signal: AbortSignal): Promise<void>;
  /** Whether the failure would recur on every retry: the row is then failed at once. */
  isPermanent(error: unknown): boolean;
  /** What a log line says about a row, beyond its attempts: its id, its target. */
  logFields(row: Row): Record<string, unknown>;
  close(): void;
}

/** How the worker's log lines read for one queue: `outbox.sent`, "notification sent". */
export interface QueueWords {
  event: string;
  noun: string;
  /** The command that queues failed rows again. */
  retryCommand: string;
}

export interface QueueWorkerOptions<Row> {
  db: Db;
  table: QueueTable;
  courier: Courier<Row>;
  words: QueueWords;
  logger: Logger;
  pollMs: number;
  backoffMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** Which of the table's rows this worker claims (a lane of the queue); all without. */
  only?: SQL;
}

export interface OutboxWorker {
  start(): void;
  /** Looks for due rows now, e.g. right after a submission was stored. */
  wake(): void;
  /** Claims and delivers one batch; resolves to how many were claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and starts no new delivery: the rest of the batch in hand goes
   * back to the queue. Waits for the delivery under way, at most graceMs (unbounded
   * without); one still under way then is cut off and its row queued again at once,
   * for this or another instance, rather than held until its lease runs out.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A claimed row stays "sending" for the longest a delivery can take plus this. Only
 * a worker that died mid-delivery leaves a claim to run out: its row is then due
 * again (at-least-once), and never while a delivery of it may still be under way.
 */
const LEASE_MARGIN_MS = 60_000;

/** How long a delivery cut off at shutdown gets to hand its row back to the queue. */
const CUT_OFF_SETTLE_MS = 5_000;

export function leaseMs(courier: Pick<Courier<unknown>, "maxSendMs">): number {
  return courier.maxSendMs + LEASE_MARGIN_MS;
}

/** Delay before attempt n+1 after n failed attempts: doubling, capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * Puts rows of every queue that a previous process claimed and never finished back
 * in the queue, due now rather than when their lease runs out. Only for a database
 * this process holds alone (PGlite, behind its lock file): on a shared PostgreSQL a
 * claim may belong to another server that is still delivering it.
 */
export async function releaseAbandonedClaims(db: Db): Promise<number> {
  let released = 0;
  for (const table of Object.values(OUTBOX_QUEUES)) {
    const rows = await db
      .update(table)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(eq(table.status, "sending"))
      .returning({ id: table.id });
    released += rows.length;
  }
  return released;
}

const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

interface QueueRow {
  id: string;
  attempts: number;
}

export function createQueueWorker<Row extends QueueRow>(
  options: QueueWorkerOptions<Row>,
): OutboxWorker {
  const { db, table, courier, words, logger } = options;
  const batchSize = options.batchSize ?? 10;
  const lease = leaseMs(courier);
  /**
   * What the worker knows and the database does not yet: a delivery's outcome, or
   * claims it gave back, that could not be written (the database was down).
   * Written before anything new is claimed: a row that went out is never sent
   * again for want of its "sent", and the rest of a batch is not left waiting
   * for its lease to run out.
   */
  const unwritten: (() => Promise<unknown>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let started = false;
  let stopped = false;
  /** Cuts off the delivery under way when a stop's grace runs out. */
  const cutOff = new AbortController();

  /**
   * Two workers (or two servers) never hold the same row: the claim locks due rows
   * with FOR UPDATE SKIP LOCKED and moves them out of "due" in one statement.
   */
  async function claim(): Promise<Row[]> {
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          inArray(table.status, ["pending", "sending"]),
          lte(table.nextAttemptAt, sql`now()`),
          options.only,
        ),
      )
      .orderBy(table.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(table)
      .set({
        status: "sending",
        attempts: sql`${table.attempts} + 1`,
        nextAttemptAt: afterMs(lease),
      })
      .where(inArray(table.id, due))
      .returning();
    // The table is this courier's: its rows are the courier's rows.
    return rows as unknown as Row[];
  }

  /** Delivers one claimed row; resolves to the database write that records how it went. */
  async function deliver(row: Row): Promise<() => Promise<unknown>> {
    try {
      await courier.send(row, cutOff.signal);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return recordFailure(row, message, courier.isPermanent(error));
    }
    logger.info(
      { event: `${words.event}.sent`, ...courier.logFields(row), attempts: row.attempts },
      `${words.noun} sent`,
    );
    return () =>
      db
        .update(table)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null })
        .where(eq(table.id, row.id));
  }

  /**
   * A failed delivery gives its claim back at once: due again after its backoff,
   * or failed for good once attempts run out or the target refused it for good.
   */
  function recordFailure(row: Row, message: string, permanent: boolean): () => Promise<unknown> {
    const giveUp = permanent || row.attempts >= options.maxAttempts;
    const delay = backoffDelay(row.attempts, options.backoffMs, options.backoffMaxMs);
    const fields = {
      event: giveUp ? `${words.event}.failed` : `${words.event}.retry`,
      ...courier.logFields(row),
      attempts: row.attempts,
      ...(permanent ? { permanent } : {}),
      error: message,
    };
    if (giveUp) {
      logger.error(fields, `${words.noun} failed for good: retry with \`${words.retryCommand}\``);
    } else {
      logger.warn({ ...fields, retryInMs: delay }, `${words.noun} not sent, will retry`);
    }
    const lastError = message.slice(0, 1000);
    return () =>
      db
        .update(table)
        .set(
          giveUp
            ? { status: "failed", lastError }
            : { status: "pending", lastError, nextAttemptAt: afterMs(delay) },
        )
        .where(eq(table.id, row.id));
  }

  /** Writes what is owed to the database, oldest first; stops at the first that fails. */
  async function writeOwed() {
    while (unwritten.length > 0) {
      await unwritten[0]?.();
      unwritten.shift();
    }
  }

  /** Back in the queue, due now; the attempt the claim counted never started. */
  async function unclaim(rows: Row[]) {
    await db
      .update(table)
      .set({ status: "pending", attempts: sql`${table.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(
        inArray(
          table.id,
          rows.map((row) => row.id),
        ),
      );
  }

  async function runOnce(): Promise<number> {
    await writeOwed();
    const batch = await claim();
    for (const [index, row] of batch.entries()) {
      if (stopped) {
        await unclaim(batch.slice(index));
        break;
      }
      unwritten.push(await deliver(row));
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
          { event: `${words.event}.poll_failed`, error: describeDbError(error) },
          `${words.event} poll failed`,
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
          { event: `${words.event}.stop_timeout`, graceMs },
          `a ${words.noun} was still being sent at shutdown: it is cut off and queued again`,
        );
        // The delivery fails, and its failure gives the claim back like any other.
        cutOff.abort(new Error("cut off at shutdown"));
        await settlesWithin(running, CUT_OFF_SETTLE_MS);
      }
      courier.close();
    },
  };
}

/**
 * Workers that run side by side as one: each lane claims and delivers its own
 * rows, so a target that hangs holds up only its own lane.
 */
export function workerLanes(lanes: readonly OutboxWorker[]): OutboxWorker {
  return {
    start: () => {
      for (const lane of lanes) lane.start();
    },
    wake: () => {
      for (const lane of lanes) lane.wake();
    },
    async runOnce() {
      const claimed = await Promise.all(lanes.map((lane) => lane.runOnce()));
      return claimed.reduce((sum, count) => sum + count, 0);
    },
    async stop(graceMs) {
      await Promise.all(lanes.map((lane) => lane.stop(graceMs)));
    },
  };
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
