// What the release tool needs to know of the server's settings, from the same
// file the server gets them from: <root>/.env (the systemd unit's
// EnvironmentFile, or the environment of the server this tool starts itself).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { releasesDir } from "./folders";
import { ReleaseError } from "./log";

export function serverEnvFile(root: string): string {
  return path.join(root, ".env");
}

export function readServerEnv(root: string): Record<string, string> {
  const file = serverEnvFile(root);
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, "utf8")) as Record<string, string>;
}

/**
 * Leads live in DATA_DIR. Its default, ./data, is relative to the folder the
 * server runs in, which is now a release: the next release would start with an
 * empty database. So a release is refused until DATA_DIR is an absolute path
 * outside releases/.
 */
export function checkDataDir(root: string, env: Record<string, string>): void {
  const file = serverEnvFile(root);
  const dataDir = env.DATA_DIR;
  if (env.DATABASE_URL) return; // PostgreSQL keeps the leads; DATA_DIR only holds mail files.
  if (!dataDir || !path.isAbsolute(dataDir)) {
    throw new ReleaseError(
      `${file}: set DATA_DIR to an absolute folder outside the releases, like DATA_DIR=${path.join(path.resolve(root), "data")} (a relative one would keep the leads inside a release, and the next release would start without them)`,
    );
  }
  const inside = path.relative(path.resolve(releasesDir(root)), path.resolve(dataDir));
  if (!inside.startsWith("..") && !path.isAbsolute(inside)) {
    throw new ReleaseError(
      `${file}: DATA_DIR=${dataDir} is inside ${releasesDir(root)}; move it out, like DATA_DIR=${path.join(path.resolve(root), "data")}`,
    );
  }
}

/** Where the server answers /readyz: on loopback, at its PORT (3000 by default). */
export function readyzUrl(env: Record<string, string>): string {
  return `http://127.0.0.1:${env.PORT || "3000"}/readyz`;
}
