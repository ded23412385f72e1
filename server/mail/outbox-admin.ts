import { asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from "../db/schema";

/** How many notification mails are in each state. */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, total: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Puts every failed mail back in the queue with a fresh set of attempts. */
export async function retryFailed(db: Db): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.status, "failed"))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The mails that ran out of attempts, oldest first: what an operator has to look at. */
export function failedMails(db: Db) {
  return db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(asc(emailOutbox.createdAt));
}

export interface DeliveryBacklog {
  /** Minutes the oldest undelivered notification has waited since it was queued (due); 0 when none waits. */
  oldestOverdueMinutes: number;
  /** Notifications given up on and not queued again: leads sales never heard of. */
  failed: number;
}

/**
 * How far delivery is behind, for /readyz: one statement over the rows not yet
 * sent, on the database's clock, however often a monitor asks.
 */
export async function deliveryBacklog(db: Db): Promise<DeliveryBacklog> {
  const waiting = sql`${emailOutbox.status} in ('pending', 'sending')`;
  const [row] = await db
    .select({
      oldestOverdueMinutes:
        sql`coalesce(floor(extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${waiting})) / 60), 0)::int`.mapWith(
          Number,
        ),
      failed: sql`(count(*) filter (where ${emailOutbox.status} = 'failed'))::int`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(ne(emailOutbox.status, "sent"));
  return { oldestOverdueMinutes: row?.oldestOverdueMinutes ?? 0, failed: row?.failed ?? 0 };
}
