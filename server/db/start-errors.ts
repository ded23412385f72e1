/**
 * Why the server cannot start on its configured database: a fact for the operator
 * to act on (a damaged data folder, an unreachable host), not a bug. The server
 * logs it as one line naming the setting, with no stack, and exits.
 */
export class DatabaseStartError extends Error {
  override name = "DatabaseStartError";
  constructor(
    /** The environment variable whose value the operator has to look at. */
    readonly setting: "DATA_DIR" | "DATABASE_URL",
    message: string,
  ) {
    super(message);
  }
}

/** The PGlite folder is held by another live process, most likely the running server. */
export class DataFolderInUseError extends DatabaseStartError {
  override name = "DataFolderInUseError";
  constructor(
    readonly dataDir: string,
    /** The process that holds it. */
    readonly owner: number,
  ) {
    super(
      "DATA_DIR",
      `The database in ${dataDir} is in use by process ${owner}: an embedded database takes one process at a time. Stop that process first (a command needs the server stopped), or set DATABASE_URL to share a PostgreSQL server.`,
    );
  }
}
