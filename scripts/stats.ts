// npm run stats -- [--since 30d|2026-10-01] [--format text|csv|json] [--output file]
import { formatStats, STATS_FORMATS, type StatsFormat } from "../server/analytics/stats-format";
import { parseOptions, parseSince, runOperatorCli, UsageError, writeOutput } from "./cli";

const isFormat = (value: string): value is StatsFormat =>
  (STATS_FORMATS as readonly string[]).includes(value);

function parse() {
  const values = parseOptions({
    since: { type: "string", default: "30d" },
    format: { type: "string", default: "text" },
    output: { type: "string", short: "o" },
  });
  const { format, output } = values;
  if (!isFormat(format)) {
    throw new UsageError(`--format must be text, csv or json, not "${format}"`);
  }
  let since: Date;
  try {
    since = parseSince(values.since);
  } catch (error) {
    throw new UsageError(`--since: ${(error as Error).message}`);
  }
  if (since.getTime() > Date.now()) {
    throw new UsageError(
      `--since ${values.since} is in the future: write a date up to today, or a time back such as 30d`,
    );
  }
  return { format, output, since };
}

await runOperatorCli(parse, async (commands, { format, since, output }) => {
  const report = await commands.visitStats(since);
  const text = formatStats(report, format);
  if (!output) return text;
  await writeOutput(output, text);
  process.stderr.write(
    `Visits and leads from ${report.from} to ${report.to} written to ${output}\n`,
  );
});
