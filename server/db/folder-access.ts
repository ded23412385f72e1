import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseStartError } from "./start-errors";

/**
 * The operator's words for a data folder the server may not write: which user
 * owns it and which runs the server, since that is what they have to change. An
 * error that is not about access is left as it is (undefined).
 */
export function folderAccessProblem(
  dataDir: string,
  error: unknown,
): DatabaseStartError | undefined {
  const { code, path: where = dataDir } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === "EROFS") {
    return new DatabaseStartError(
      "DATA_DIR",
      `${dataDir} is on a read-only file system, and the server writes its database there: mount it writable, or set DATA_DIR to a writable folder.`,
    );
  }
  if (code !== "EACCES" && code !== "EPERM") return undefined;
  const server = process.getuid?.() ?? -1;
  const owner = statSync(nearestExisting(where)).uid;
  return new DatabaseStartError(
    "DATA_DIR",
    `${where} cannot be written by ${userName(server)} (uid ${server}), the user running the server: ${nearestExisting(where)} belongs to ${userName(owner)} (uid ${owner}). Give the folder to the server's user (chown -R ${server} ${dataDir}), or run the server as ${userName(owner)}.`,
  );
}

function nearestExisting(file: string): string {
  let current = path.resolve(file);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** The login name of a uid, from /etc/passwd; a container's user may have none. */
function userName(uid: number): string {
  try {
    for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
      const [name, , id] = line.split(":");
      if (name && Number(id) === uid) return `user ${name}`;
    }
  } catch {
    // No passwd file to read: the uid is all there is.
  }
  return "a user with no name";
}
