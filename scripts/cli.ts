import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import pino from "pino";
import { type Database, openDatabase } from "../server/db/client";
import { DatabaseStartError, DataFolderInUseError } from "../server/db/start-errors";
import { ConfigError, type Env, loadEnv } from "../server/env";
import { localCommands, type OperatorCommands } from "../server/operator/commands";
import { RemoteCommandError, remoteCommands } from "../server/operator/remote";

type CommandOutput = Promise<string | undefined>;

/**
 * Runs an operator command against the configured database (DATABASE_URL, or the
 * PGlite under DATA_DIR: stop the server first, PGlite allows one process).
 * Output goes to stdout; logs and errors to stderr.
 */
export async function runCli<Args>(
  parse: () => Args,
  command: (database: Database, args: Args) => CommandOutput,
) {
  await runCommand(parse, async (env, args) => {
    const database = await openMigrated(env);
    try {
      return await command(database, args);
    } finally {
      await database.close();
    }
  });
}

/**
 * Runs a command that reads or retries leads: against the database, as runCli,
 * or, when a running server holds the embedded database, through that server's
 * admin endpoint (ADMIN_TOKEN, ADMIN_PORT), with the same output either way.
 */
export async function runOperatorCli<Args>(
  parse: () => Args,
  command: (commands: OperatorCommands, args: Args) => CommandOutput,
) {
  await runCommand(parse, async (env, args) => {
    let database: Database;
    try {
      database = await openMigrated(env);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      return command(runningServer(env, error), args);
    }
    try {
      return await command(localCommands(database.db), args);
    } finally {
      await database.close();
    }
  });
}

function runningServer(env: Env, inUse: DataFolderInUseError): OperatorCommands {
  const holder = `Process ${inUse.owner} (the server) holds the database in ${inUse.dataDir}`;
  if (env.ADMIN_TOKEN === undefined) {
    throw new UsageError(
      `${holder}: set ADMIN_TOKEN, the same for the server and this command, so that this command asks the server (restart the server after setting it), or stop the server first.`,
    );
  }
  return remoteCommands({ port: env.ADMIN_PORT, token: env.ADMIN_TOKEN, holder });
}

async function runCommand<Args>(
  parse: () => Args,
  command: (env: Env, args: Args) => CommandOutput,
) {
  try {
    const args = parse();
    const output = await command(loadEnv(), args);
    if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  } catch (error) {
    process.stderr.write(`${cliMessage(error)}\n`);
    process.exitCode = 1;
  }
}

async function openMigrated(env: Env): Promise<Database> {
  const logger = pino({ level: env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL }, process.stderr);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger,
    mustExist: env.DATABASE_MUST_EXIST,
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** One line for the operator, never a stack: what is wrong, and what to do where we know. */
function cliMessage(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof UsageError ||
    error instanceof DatabaseStartError ||
    error instanceof RemoteCommandError
  ) {
    return error.message;
  }
  if (isArgumentsError(error)) return argumentsMessage(error);
  return String(error).split("\n")[0] ?? "";
}

/**
 * A command's flags, read by node:util's parseArgs. A mistake is one line that
 * names the flag; a flag or argument the command does not take lists the ones it does.
 */
export function parseOptions<const Options extends ParseArgsOptionsConfig>(options: Options) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    if (!isArgumentsError(error)) throw error;
    throw new UsageError(argumentsMessage(error, Object.keys(options)));
  }
}

const isArgumentsError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");

/** parseArgs explains over three lines, names "-o, --output" by its short name, and reads "-5d" as a flag. */
function argumentsMessage(error: Error & { code: string }, flags?: readonly string[]): string {
  const flag =
    error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" &&
    /'(?:-\w, )?(--?[\w-]+)/.exec(error.message)?.[1];
  if (flag) return `${flag} needs a value after it, and a value cannot start with "-".`;
  const what = (error.message.split(/\. |\n/)[0] ?? "").replace(/\.$/, "");
  return flags ? `${what}: the options are ${flags.map((name) => `--${name}`).join(", ")}.` : what;
}

/**
 * Writes a command's --output file (`mode` for a new file). A path it cannot
 * write is one line naming the flag, the path and why, not a system error.
 */
export async function writeOutput(file: string, text: string, mode?: number): Promise<void> {
  try {
    await writeFile(file, text, { mode });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const folder = path.dirname(file);
    const why: Record<string, string> = {
      ENOENT: `no such folder ${folder}: name a file in a folder that exists`,
      ENOTDIR: `a part of ${folder} is a file, not a folder`,
      EISDIR: `it is a folder: name a file in it, such as ${path.join(file, "report.csv")}`,
      EACCES: "permission denied: name a file in a folder you may write to",
      EPERM: "permission denied: name a file in a folder you may write to",
      EROFS: "the file system is read-only",
    };
    throw new UsageError(
      `--output: cannot write ${file}: ${(code && why[code]) ?? (error as Error).message}`,
    );
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
