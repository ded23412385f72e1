// npm run contact:export -- [--format csv|json] [--since 2025-01-31|30d] [--output file]
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { formatSubmissions, listSubmissions } from "../server/contact/export";
import { parseSince, runCli, UsageError } from "./cli";

function parse() {
  const { values } = parseArgs({
    options: {
      format: { type: "string", default: "csv" },
      since: { type: "string" },
      output: { type: "string", short: "o" },
    },
  });
  const { format, output } = values;
  if (format !== "csv" && format !== "json") {
    throw new UsageError(`--format must be csv or json, not "${format}"`);
  }
  return { format, output, since: values.since ? parseSince(values.since) : undefined } as const;
}

await runCli(parse, async ({ db }, { format, since, output }) => {
  const rows = await listSubmissions(db, since);
  const text = formatSubmissions(rows, format);
  if (!output) return text;
  // Personal data: readable by the operator only.
  await writeFile(output, text, { mode: 0o600 });
  process.stderr.write(`${rows.length} submissions written to ${output}\n`);
});
