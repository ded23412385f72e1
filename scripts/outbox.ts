// npm run outbox: notification mails by status. npm run outbox -- retry: queue failed mails again.
import { parseArgs } from "node:util";
import { outboxCounts, retryFailed } from "../server/mail/outbox-admin";
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
  const counts = await outboxCounts(db);
  return Object.entries(counts)
    .map(([status, total]) => `${status.padEnd(8)} ${total}`)
    .join("\n");
});
