import type { Db } from "../db/client";
import type { OutboxKind } from "../outbox/worker";
import { addressesAsHosts } from "../webhooks/redact";
import {
  OUTBOX_KINDS,
  outboxCounts,
  retryFailed,
  type UndeliveredItem,
  undelivered,
} from "./outbox-admin";

const NOUNS: Record<OutboxKind, string> = { mail: "failed mails", webhooks: "failed lead events" };

function describe(item: UndeliveredItem): string {
  const next = item.status === "failed" ? "given up" : `next ${item.nextAttemptAt.toISOString()}`;
  return [
    item.kind.padEnd(8),
    item.status.padEnd(7),
    item.id,
    `to ${item.target}`,
    `created ${item.createdAt.toISOString()}`,
    `${item.attempts} attempts`,
    next,
    // An event's error stored before URLs were kept out of errors may still quote its URL.
    item.kind === "webhooks" ? addressesAsHosts(item.lastError ?? "") : (item.lastError ?? ""),
  ].join("  ");
}

/**
 * What `npm run outbox` prints, whether the command reads the database itself or
 * asks the running server for it: written once here, so both print the same.
 */
export async function outboxStatusReport(db: Db): Promise<string> {
  const counts = [];
  for (const kind of OUTBOX_KINDS) {
    const byStatus = Object.entries(await outboxCounts(db, kind))
      .map(([status, total]) => `${status} ${total}`)
      .join("  ");
    counts.push(`${kind.padEnd(8)}  ${byStatus}`);
  }
  const waiting = await undelivered(db);
  if (waiting.length === 0) return counts.join("\n");
  return [
    ...counts,
    "",
    "Not delivered (failed ones are given up: queue them again with `npm run outbox -- retry`):",
    ...waiting.map(describe),
  ].join("\n");
}

/** What `npm run outbox -- retry` prints, after queueing the failed deliveries of `kinds` again. */
export async function outboxRetryReport(
  db: Db,
  kinds: readonly OutboxKind[] = OUTBOX_KINDS,
): Promise<string> {
  const lines = [];
  for (const kind of kinds)
    lines.push(`${await retryFailed(db, kind)} ${NOUNS[kind]} queued again.`);
  return lines.join("\n");
}
