import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { DatabaseStartError } from "./start-errors";

/** What an interrupted creation leaves beside `pgdata`: never a database, always ours to remove. */
const PARTIAL_SUFFIX = ".partial-";

/**
 * Makes sure `pgdata` is either a PostgreSQL data folder or absent-then-created
 * whole: a new folder is built under a temporary name (`create`) and renamed into
 * place, so a crash mid-way never leaves a half folder that a later start would
 * mistake for a database or start over. A folder that holds files but is not a
 * database is refused, never replaced: it may be the operator's data with one
 * file lost, and only they can say.
 */
export async function ensurePgdata(
  pgdata: string,
  create: (partial: string) => Promise<void>,
  { mustExist = false } = {},
): Promise<"opened" | "created"> {
  removePartialCopies(pgdata);
  if (existsSync(pgdata)) {
    if (existsSync(path.join(pgdata, "PG_VERSION"))) return "opened";
    if (!statSync(pgdata).isDirectory() || readdirSync(pgdata).length > 0) {
      throw new DatabaseStartError(
        "DATA_DIR",
        `${pgdata} holds files but no PG_VERSION: it is not a database the server can open, and it is left as it is. Restore it from a backup, or move it away to start with an empty database.`,
      );
    }
  }
  if (mustExist) {
    throw new DatabaseStartError(
      "DATA_DIR",
      `${pgdata} holds no database, and DATABASE_MUST_EXIST=true forbids creating an empty one: check that the data volume is mounted at ${path.dirname(pgdata)}, or restore a backup there.`,
    );
  }
  if (existsSync(pgdata)) rmdirSync(pgdata);
  const partial = `${pgdata}${PARTIAL_SUFFIX}${process.pid}`;
  await create(partial);
  // The submissions are personal data: the folder is the server user's alone,
  // whatever modes the files inside were created or copied with.
  chmodSync(partial, 0o700);
  renameSync(partial, pgdata);
  return "created";
}

/** A new data folder as a copy of the build's template (scripts/pglite-template.ts). */
export function copyTemplate(template: string) {
  return async (partial: string) => {
    cpSync(template, partial, { recursive: true });
  };
}

/**
 * Lets any user read the template, as a server that runs as another user than the
 * one who built it (the Docker image's `node`) must: initdb leaves some files 600.
 */
export function makeReadableByAll(dir: string) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadableByAll(full);
    else chmodSync(full, 0o644);
  }
}

function removePartialCopies(pgdata: string) {
  const parent = path.dirname(pgdata);
  if (!existsSync(parent)) return;
  const prefix = `${path.basename(pgdata)}${PARTIAL_SUFFIX}`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}
