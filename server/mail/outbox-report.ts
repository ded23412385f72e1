import type { Db } from "../db/client";
import { failedMails, outboxCounts, retryFailed } from "./outbox-admin";

/**
 * What `npm run outbox` prints, whether the command reads the database itself or
 * asks the running server for it: written once here, so both print the same.
 */
export async function outboxStatusReport(db: Db): Promise<string> {
  const counts = Object.entries(await outboxCounts(db))
    .map(([status, total]) => `${status.padEnd(8)} ${total}`)
    .join("\n");
  const failed = await failedMails(db);
  if (failed.length === 0) return counts;
  const lines = failed.map(
    (mail) =>
      `${mail.id}  created ${mail.createdAt.toISOString()}  ${mail.attempts} attempts  ${mail.lastError ?? ""}`,
  );
  return `${counts}\n\nFailed for good (queue them again with \`npm run outbox -- retry\`):\n${lines.join("\n")}`;
}

/** What `npm run outbox -- retry` prints, after queueing every failed delivery again. */
export async function outboxRetryReport(db: Db): Promise<string> {
  return `${await retryFailed(db)} failed mails queued again.`;
}
