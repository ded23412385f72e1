// npm run outbox: mails and lead events by status, and each one not delivered.
// npm run outbox -- retry [mail|webhooks]: queue failed ones again (both kinds without one).
import { parseArgs } from "node:util";
import {
  OUTBOX_KINDS,
  outboxCounts,
  retryFailed,
  type UndeliveredItem,
  undelivered,
} from "../server/mail/outbox-admin";
import type { OutboxKind } from "../server/outbox/worker";
import { runCli, UsageError } from "./cli";

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action = "status", kind, ...extra] = positionals;
  if (action !== "status" && action !== "retry") {
    throw new UsageError(`Unknown action "${action}": use status or retry`);
  }
  const kinds = kind === undefined ? OUTBOX_KINDS : OUTBOX_KINDS.filter((known) => known === kind);
  if (kinds.length === 0 || extra.length > 0 || (action === "status" && kind !== undefined)) {
    throw new UsageError(`Usage: outbox [status] | outbox retry [${OUTBOX_KINDS.join("|")}]`);
  }
  return { action, kinds };
}

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
    item.lastError ?? "",
  ].join("  ");
}

await runCli(parse, async ({ db }, { action, kinds }) => {
  if (action === "retry") {
    const lines = [];
    for (const kind of kinds)
      lines.push(`${await retryFailed(db, kind)} ${NOUNS[kind]} queued again.`);
    return lines.join("\n");
  }
  const counts = [];
  for (const kind of kinds) {
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
});
