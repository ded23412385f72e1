import { count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus, webhookDeliveries } from "../db/schema";
import { OUTBOX_QUEUES, type OutboxKind } from "../outbox/worker";

export const OUTBOX_KINDS = Object.keys(OUTBOX_QUEUES) as OutboxKind[];

/** How many notification mails, or lead events, are in each state. */
export async function outboxCounts(
  db: Db,
  kind: OutboxKind,
): Promise<Record<OutboxStatus, number>> {
  const table = OUTBOX_QUEUES[kind];
  const rows = await db
    .select({ status: table.status, total: count() })
    .from(table)
    .groupBy(table.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Puts every failed mail or lead event of `kind` back in the queue with a fresh set of attempts. */
export async function retryFailed(db: Db, kind: OutboxKind): Promise<number> {
  const table = OUTBOX_QUEUES[kind];
  const rows = await db
    .update(table)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(table.status, "failed"))
    .returning({ id: table.id });
  return rows.length;
}

export interface UndeliveredItem {
  kind: OutboxKind;
  id: string;
  /** The mail's recipient, or the endpoint's name (LEAD_WEBHOOKS). */
  target: string;
  status: "pending" | "sending" | "failed";
  attempts: number;
  /** When a pending item is tried next. */
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
}

const WAITING = ["pending", "sending", "failed"] as const;

/**
 * Every mail and lead event not delivered yet, or given up, oldest first: what an
 * operator looks at when sales says a lead did not arrive.
 */
export async function undelivered(db: Db): Promise<UndeliveredItem[]> {
  const columns = <T extends (typeof OUTBOX_QUEUES)[OutboxKind]>(table: T) => ({
    id: table.id,
    status: table.status,
    attempts: table.attempts,
    nextAttemptAt: table.nextAttemptAt,
    lastError: table.lastError,
    createdAt: table.createdAt,
  });
  const [mails, events] = await Promise.all([
    db
      .select({ ...columns(emailOutbox), target: emailOutbox.recipient })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, WAITING)),
    db
      .select({ ...columns(webhookDeliveries), target: webhookDeliveries.endpoint })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.status, WAITING)),
  ]);
  return (
    [
      ...mails.map((row) => ({ ...row, kind: "mail" as const })),
      ...events.map((row) => ({ ...row, kind: "webhooks" as const })),
    ]
      // The query took no sent rows; this tells the type so.
      .filter((row): row is UndeliveredItem => row.status !== "sent")
      .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  );
}

export interface QueueBacklog {
  queue: OutboxKind;
  /** Minutes the oldest undelivered mail or lead event has waited since it was queued (due); 0 when none waits. */
  oldestOverdueMinutes: number;
  /** Mails or lead events given up on and not queued again: leads sales never heard of. */
  failed: number;
  /** Why the oldest one not delivered failed its last attempt, as the worker stored it; null before any failed. */
  lastError: string | null;
}

/**
 * How far each queue is behind, for /readyz: one statement per queue over the
 * rows not yet sent, on the database's clock, however often a monitor asks.
 */
export async function deliveryBacklog(db: Db): Promise<QueueBacklog[]> {
  return Promise.all(
    OUTBOX_KINDS.map(async (queue) => {
      const table = OUTBOX_QUEUES[queue];
      const waiting = sql`${table.status} in ('pending', 'sending')`;
      const [row] = await db
        .select({
          oldestOverdueMinutes:
            sql`coalesce(floor(extract(epoch from now() - min(${table.createdAt}) filter (where ${waiting})) / 60), 0)::int`.mapWith(
              Number,
            ),
          failed: sql`(count(*) filter (where ${table.status} = 'failed'))::int`.mapWith(Number),
          lastError: sql<
            string | null
          >`(array_agg(${table.lastError} order by ${table.createdAt}) filter (where ${table.lastError} is not null))[1]`,
        })
        .from(table)
        .where(ne(table.status, "sent"));
      return {
        queue,
        oldestOverdueMinutes: row?.oldestOverdueMinutes ?? 0,
        failed: row?.failed ?? 0,
        lastError: row?.lastError ?? null,
      };
    }),
  );
}
