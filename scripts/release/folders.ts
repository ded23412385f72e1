// The release folder's layout (docs/deploy.md, "Releases and rollback"):
//   <root>/releases/<UTC time>-<commit>/   one folder per release, never changed once made
//   <root>/current -> releases/<id>        the one the server runs
//   <root>/.env                            the server's settings, DATA_DIR among them
// The data folder lives outside releases/, so a release or a rollback never touches leads.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { ReleaseError } from "./log";

export function releasesDir(root: string): string {
  return path.join(root, "releases");
}

/** `20261129T164755.123Z-3b4f62f0a1c2`: sorts by time, says which commit it is. */
export function releaseId(commit: string, now = new Date()): string {
  if (!/^[\w.-]+$/.test(commit)) {
    throw new ReleaseError(
      `--commit "${commit}" may hold only letters, digits, ".", "_" and "-" (it names a folder)`,
    );
  }
  // Milliseconds too: two releases within a second still sort by time, not by commit.
  const time = now.toISOString().replace(/[-:]/g, "");
  return `${time}-${commit}`;
}

/** The commit checked out in `dir`, for a release made from a clone. */
export function commitOf(dir: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    throw new ReleaseError(`${dir} is not a git checkout: name the commit with --commit`);
  }
}

/** Every finished release, oldest first (one being made has a hidden name). */
export function listReleases(root: string): string[] {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

/** The release `current` points at, or undefined before the first one. */
export function currentRelease(root: string): string | undefined {
  try {
    return path.basename(readlinkSync(path.join(root, "current")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The newest release older than `release`: where a rollback goes. */
export function releaseBefore(root: string, release: string): string | undefined {
  return listReleases(root)
    .filter((id) => id < release)
    .at(-1);
}

/**
 * Points `current` at `release` in one step: a new link is made beside it and
 * renamed over it (rename(2) replaces it atomically), so `current` always
 * names a whole release, never none, whatever moment the server starts at.
 */
export function switchCurrent(root: string, release: string): void {
  const next = path.join(root, `current.${process.pid}.next`);
  rmSync(next, { force: true });
  symlinkSync(path.join("releases", release), next);
  renameSync(next, path.join(root, "current"));
}

export function removeCurrent(root: string): void {
  rmSync(path.join(root, "current"), { force: true });
}

/** Deletes all but the newest `keep` releases; the current one always stays. */
export function pruneReleases(root: string, keep: number): string[] {
  const current = currentRelease(root);
  const old = listReleases(root)
    .slice(0, -keep)
    .filter((id) => id !== current);
  for (const id of old) rmSync(path.join(releasesDir(root), id), { recursive: true, force: true });
  return old;
}
