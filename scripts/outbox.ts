// npm run outbox: notification mails by status. npm run outbox -- retry: queue failed mails again.
import { parseArgs } from "node:util";
import { runOperatorCli, UsageError } from "./cli";

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action = "status"] = positionals;
  if (action !== "status" && action !== "retry") {
    throw new UsageError(`Unknown action "${action}": use status or retry`);
  }
  return action;
}

await runOperatorCli(parse, (commands, action) =>
  action === "retry" ? commands.outboxRetry() : commands.outboxStatus(),
);
