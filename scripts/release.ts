// Releases and rollback (docs/deploy.md, "Releases and rollback"):
//   npm run release -- --root /srv/kairon-site [--from .] [--commit <sha>] [--restart "<command>"]
//   npm run release:rollback -- --root /srv/kairon-site [--restart "<command>"]
// On a server without the dev dependencies, the same from the build:
//   node build/app/release.js [rollback] --root …
import path from "node:path";
import { parseArgs } from "node:util";
import { release, rollback, type Target } from "./release/deploy";
import { commitOf } from "./release/folders";
import { jsonLinesLog, ReleaseError } from "./release/log";
import { localServer, restartCommand } from "./release/server-control";
import { checkDataDir, readServerEnv, readyzUrl } from "./release/server-env";

const USAGE =
  'Usage: release [rollback] --root <folder> [--from <build folder>] [--commit <sha>] [--restart "<command>"] [--url <readyz url>] [--timeout <seconds>] [--keep <releases>]';

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      root: { type: "string" },
      from: { type: "string", default: "." },
      commit: { type: "string" },
      restart: { type: "string" },
      url: { type: "string" },
      timeout: { type: "string", default: "60" },
      keep: { type: "string", default: "5" },
    },
  });
  const [action = "release", ...extra] = positionals;
  if (!values.root || extra.length > 0 || (action !== "release" && action !== "rollback")) {
    throw new ReleaseError(USAGE);
  }
  const root = path.resolve(values.root);
  const env = readServerEnv(root);
  checkDataDir(root, env);
  const target: Target = {
    root,
    server: values.restart ? restartCommand(values.restart) : localServer(root, env),
    readyzUrl: values.url ?? readyzUrl(env),
    readyTimeoutMs: positiveNumber("--timeout", values.timeout) * 1000,
    log: jsonLinesLog,
  };
  if (action === "rollback") {
    await rollback(target);
    return;
  }
  const keep = positiveNumber("--keep", values.keep);
  if (keep < 2)
    throw new ReleaseError("--keep must be 2 or more: a rollback needs the release before");
  const from = path.resolve(values.from);
  await release(target, { from, commit: values.commit ?? commitOf(from), keep });
}

function positiveNumber(option: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new ReleaseError(`${option} takes a positive number, not "${value}"`);
  }
  return number;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${operatorMessage(error)}\n`);
  process.exitCode = 1;
}

/** One line, never a stack: what is wrong and what to do. */
function operatorMessage(error: unknown): string {
  if (error instanceof ReleaseError) return error.message;
  if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    // parseArgs explains over several sentences; its first names the option.
    return `${(error as Error).message.split(". ")[0]}. ${USAGE}`;
  }
  return String(error).split("\n")[0] ?? "";
}
