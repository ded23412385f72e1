import { asc, count, eq, sql } from "drizzle-orm";
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
