// npm run outbox: mails and lead events by status, and each one not delivered.
// npm run outbox -- retry [mail|webhooks]: queue failed ones again (both kinds without one).
import { parseArgs } from "node:util";
import { OUTBOX_KINDS } from "../server/mail/outbox-admin";
import { runOperatorCli, UsageError } from "./cli";

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

await runOperatorCli(parse, (commands, { action, kinds }) =>
  action === "retry" ? commands.outboxRetry(kinds) : commands.outboxStatus(),
);
