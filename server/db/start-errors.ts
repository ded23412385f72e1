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
