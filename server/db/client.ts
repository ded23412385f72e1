import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../logger";
import { describeDbError } from "./errors";
import { folderAccessProblem } from "./folder-access";
import { copyTemplate, ensurePgdata } from "./pglite-folder";
import { findDamagedTable } from "./pglite-integrity";
import * as schema from "./schema";
import { DatabaseStartError, DataFolderInUseError } from "./start-errors";

/** The one query interface the app uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the checked-in migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query within a few seconds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  /** Where the generated migrations are; the server runs from the project root. */
  migrationsFolder?: string;
  /**
   * A fresh PGlite data folder the build made (scripts/pglite-template.ts). A new
   * data dir starts as a copy of it instead of running initdb, which holds about
   * 500 MB for a moment and leaves the process larger for its whole life.
   */
  pgliteTemplate?: string;
  /**
   * Refuse to create a new PGlite database where there is none: in production an
   * empty DATA_DIR is a volume that failed to mount, not a first start.
   */
  mustExist?: boolean;
}

const PING_TIMEOUT_MS = 3_000;
// Any fixed number: every instance takes the same lock while migrating.
const MIGRATION_LOCK_ID = 4_103_001;

export function defaultMigrationsFolder(): string {
  return path.resolve("drizzle");
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options, options.databaseUrl) : openPglite(options);
}

function openPostgres(options: DatabaseOptions, url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Without these a vanished database makes requests hang instead of failing.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
  });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", (error) => options.logger.error({ err: error }, "database connection lost"));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Async, so that a CA file pg cannot read (it reads sslrootcert= as it connects) is a refusal too.
      const client = await (async () => pool.connect())().catch((error: unknown) => {
        throw new DatabaseStartError("DATABASE_URL", connectionProblem(url, error));
      });
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        // A role that may read and write the tables but not change them starts
        // once the owner has applied every migration (docs/deploy.md).
        if (await migrationsPending(client, migrationsFolder)) {
          await migratePg(drizzlePg(client), { migrationsFolder }).catch((error: unknown) => {
            throw migrationRefusal(error) ?? error;
          });
        }
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** Whether the database lacks a migration of the folder (drizzle's own bookkeeping). */
async function migrationsPending(client: pg.PoolClient, migrationsFolder: string) {
  const newest = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  const applied = await client
    .query<{ last: string | null }>(
      "select max(created_at) as last from drizzle.__drizzle_migrations",
    )
    .catch(() => undefined); // no table yet (a new database), or no right to read it
  return Number(applied?.rows[0]?.last ?? 0) < newest;
}

/** A migration refused for want of privileges: the operator's to fix, in one line. */
function migrationRefusal(error: unknown): DatabaseStartError | undefined {
  const { code, message } = describeDbError(error);
  if (code !== INSUFFICIENT_PRIVILEGE) return undefined;
  return new DatabaseStartError(
    "DATABASE_URL",
    `The migrations of this release are not applied, and DATABASE_URL's role may not apply them (${message}): run \`node build/app/db-migrate.js\` (npm run db:migrate) once with DATABASE_URL set to the role that owns the tables, then start the server again.`,
  );
}

const INSUFFICIENT_PRIVILEGE = "42501";

/** The certificate checks Node's TLS can fail: the server is not who the URL says, as far as it can tell. */
const UNTRUSTED_CERTIFICATE =
  /^(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_\w+|ERR_TLS_CERT_ALTNAME_INVALID)$/;

/**
 * Why the server cannot connect to DATABASE_URL, in one line that says what to
 * change: the driver's own words are right for a wrong password or a host that
 * is down, and no help for TLS (it suggests a Node flag for a CA problem).
 */
export function connectionProblem(url: string, error: unknown): string {
  const { host } = new URL(url);
  const { code, message } = describeDbError(error);
  const fileProblem = error as NodeJS.ErrnoException;
  if (fileProblem.syscall === "open" && fileProblem.path) {
    return `DATABASE_URL names a certificate file this server cannot read (${code}: ${fileProblem.path}): check sslrootcert= (the CA's certificate, PEM), or sslcert=/sslkey=.`;
  }
  const reached = `PostgreSQL at ${host} cannot be reached`;
  if (code && UNTRUSTED_CERTIFICATE.test(code)) {
    return `${reached}: its TLS certificate is not one this server trusts (${code}). Name the CA that signed it with sslrootcert=/path/to/ca.pem in DATABASE_URL, and connect by the host name the certificate is for.`;
  }
  if (/no encryption/.test(message)) {
    return `${reached}: it takes TLS connections only (${message}). Add ?sslmode=verify-full&sslrootcert=/path/to/ca.pem to DATABASE_URL.`;
  }
  return `${reached}: ${message}`;
}

/**
 * PGlite's buffer cache lives in the process's memory. Its default (128 MB)
 * is sized for a database server; a contact form's tables fit in a few
 * megabytes, and 16 MB keeps the embedded default small enough for a 1 GB
 * server (docs/performance.md has the figures).
 */
export const PGLITE_SETTINGS = ["shared_buffers = 16MB"];

/** Where in BUILD_DIR the build puts the fresh data folder new data dirs start from. */
export const PGLITE_TEMPLATE_DIR = "pglite-template";

/**
 * Page checksums: a page damaged on disk is an error when read, not rows that
 * quietly vanish. initdb sets them once; a data folder made without them keeps
 * running without them.
 */
export const PGLITE_INITDB_ARGS = ["--data-checksums"];

/** Opens (or, the first time, creates) the PGlite database in `pgdata`. */
export function createPglite(pgdata: string): Promise<PGlite> {
  return PGlite.create(pgdata, {
    postgresqlconf: PGLITE_SETTINGS,
    initDbStartParams: PGLITE_INITDB_ARGS,
  });
}

/** A new data folder by initdb, where no template is at hand (the CLIs, tests). */
async function initdb(partial: string) {
  const client = await createPglite(partial);
  await client.close();
}

/**
 * Opens the embedded database in DATA_DIR/pgdata, creating it the first time, and
 * refuses (DatabaseStartError) a folder it cannot open or whose tables lost rows,
 * rather than start over it or serve from it as if it were empty.
 */
async function openPglite(options: DatabaseOptions): Promise<Database> {
  let release: () => void;
  try {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  } catch (error) {
    throw folderAccessProblem(options.dataDir, error) ?? error;
  }
  const pgdata = path.join(options.dataDir, "pgdata");
  let client: PGlite | undefined;
  try {
    const template = options.pgliteTemplate;
    const made = await ensurePgdata(
      pgdata,
      template && existsSync(path.join(template, "PG_VERSION")) ? copyTemplate(template) : initdb,
      { mustExist: options.mustExist },
    );
    if (made === "created") {
      // Loud: a first start and a data volume that did not mount look the same.
      options.logger.warn(
        { event: "database.created", dataDir: options.dataDir },
        `created a new, empty database in ${pgdata}: if this server had data before, its data volume is not mounted at DATA_DIR=${options.dataDir}; stop it and check the mount (DATABASE_MUST_EXIST=true makes the server refuse instead)`,
      );
    }
    client = await createPglite(pgdata).catch((error: unknown) => {
      throw new DatabaseStartError(
        "DATA_DIR",
        `The database in ${pgdata} cannot be opened (${describeDbError(error).message}). Restore it from a backup.`,
      );
    });
    const damage = await findDamagedTable(client);
    if (damage) {
      throw new DatabaseStartError(
        "DATA_DIR",
        `The database in ${pgdata} is damaged: ${damage}. Stop here and restore it from a backup.`,
      );
    }
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => {});
    release();
    throw folderAccessProblem(options.dataDir, error) ?? error;
  }
  const opened = client;
  const db = drizzlePglite(opened, { schema }) as unknown as Db;
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(opened), { migrationsFolder }),
    ping: () => ping(db),
    async close() {
      if (!opened.closed) await opened.close();
      release();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PGlite is an embedded database: two processes opening one data directory
 * corrupt it. A lock file names the owner; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(readFileSync(lockFile, "utf8"));
    // Our own pid: a container restarted after a crash, with the same pid as before.
    if (owner !== process.pid && isAlive(owner)) {
      throw new DataFolderInUseError(dataDir, owner);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
