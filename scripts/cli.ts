import pino from "pino";
import { type Database, openDatabase } from "../server/db/client";
import { ConfigError, loadEnv } from "../server/env";

/**
 * Runs an operator command against the configured database (DATABASE_URL, or the
 * PGlite under DATA_DIR: stop the server first, PGlite allows one process).
 * Output goes to stdout; logs and errors to stderr.
 */
export async function runCli<Args>(
  parse: () => Args,
  command: (database: Database, args: Args) => Promise<string | undefined>,
) {
  try {
    const args = parse();
    const env = loadEnv();
    const logger = pino(
      { level: env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL },
      process.stderr,
    );
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      logger,
    });
    try {
      await database.migrate();
      const output = await command(database, args);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    } finally {
      await database.close();
    }
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof UsageError ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  }
}

/** A mistake in the command line: shown without a stack trace. */
export class UsageError extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "365d", "12h" → milliseconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)([dh])$/.exec(value.trim());
  if (!match) throw new UsageError(`Not a duration: "${value}" (use e.g. 365d or 12h)`);
  return Number(match[1]) * (match[2] === "d" ? DAY_MS : DAY_MS / 24);
}

/** A date ("2025-01-31", any ISO time) or a duration back from now ("30d"). */
export function parseSince(value: string, now = Date.now()): Date {
  if (/^\d+[dh]$/.test(value.trim())) return new Date(now - parseDuration(value));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`Not a date: "${value}" (use e.g. 2025-01-31 or 30d)`);
  }
  return date;
}
