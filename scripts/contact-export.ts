// npm run contact:export -- [--format csv|json] [--since 2025-01-31|30d] [--output file]
import { parseOptions, parseSince, runOperatorCli, UsageError, writeOutput } from "./cli";

function parse() {
  const values = parseOptions({
    format: { type: "string", default: "csv" },
    since: { type: "string" },
    output: { type: "string", short: "o" },
  });
  const { format, output } = values;
  if (format !== "csv" && format !== "json") {
    throw new UsageError(`--format must be csv or json, not "${format}"`);
  }
  return { format, output, since: values.since ? parseSince(values.since) : undefined } as const;
}

await runOperatorCli(parse, async (commands, { format, since, output }) => {
  const { text, count } = await commands.exportSubmissions({ format, since });
  if (!output) return text;
  // Personal data: readable by the operator only.
  await writeOutput(output, text, 0o600);
  process.stderr.write(`${count} submissions written to ${output}\n`);
});
