// npm run contact:purge -- [--older-than 365d]: deletes old submissions and their mails.
import { parseArgs } from "node:util";
import { purgeSubmissions, RETENTION_DAYS } from "../server/contact/retention";
import { parseDuration, runCli } from "./cli";

function parse() {
  const { values } = parseArgs({
    options: { "older-than": { type: "string", default: `${RETENTION_DAYS}d` } },
  });
  return new Date(Date.now() - parseDuration(values["older-than"]));
}

await runCli(parse, async ({ db }, cutoff) => {
  const purged = await purgeSubmissions(db, cutoff);
  return `Deleted ${purged} submissions created before ${cutoff.toISOString()}.`;
});
