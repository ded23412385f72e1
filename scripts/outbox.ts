// npm run outbox: notification mails by status. npm run outbox -- retry: queue failed mails again.
import { parseArgs } from "node:util";
import { failedMails, outboxCounts, retryFailed } from "../server/mail/outbox-admin";
import { runCli, UsageError } from "./cli";

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action = "status"] = positionals;
  if (action !== "status" && action !== "retry") {
    throw new UsageError(`Unknown action "${action}": use status or retry`);
  }
  return action;
}

await runCli(parse, async ({ db }, action) => {
  if (action === "retry") return `${await retryFailed(db)} failed mails queued again.`;
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
});
