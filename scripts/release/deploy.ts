// A release and a rollback, end to end: make the folder, switch `current` to
// it, restart the server, and keep it only if /readyz answers 200; otherwise
// switch back to the release that served before, so visitors keep getting it.
import { rmSync } from "node:fs";
import path from "node:path";
import { createRelease } from "./create";
import {
  currentRelease,
  pruneReleases,
  releaseBefore,
  releaseId,
  releasesDir,
  removeCurrent,
  switchCurrent,
} from "./folders";
import { takeLock } from "./lock";
import { ReleaseError, type ReleaseLog } from "./log";
import { waitUntilReady } from "./readiness";
import type { ServerControl } from "./server-control";

export interface Target {
  /** The folder that holds releases/, current and .env. */
  root: string;
  server: ServerControl;
  readyzUrl: string;
  readyTimeoutMs: number;
  log: ReleaseLog;
}

export interface ReleaseOptions {
  /** The folder holding the build (build/, drizzle/, package.json, package-lock.json). */
  from: string;
  commit: string;
  /** How many releases to keep, the current one included. */
  keep: number;
}

/** Makes a release of `from` and serves it; returns its id. */
export async function release(target: Target, options: ReleaseOptions): Promise<string> {
  const unlock = takeLock(target.root);
  try {
    return await releaseLocked(target, options);
  } finally {
    unlock();
  }
}

/** Serves the release before the current one again; returns its id. */
export async function rollback(target: Target): Promise<string> {
  const unlock = takeLock(target.root);
  try {
    return await rollbackLocked(target);
  } finally {
    unlock();
  }
}

async function releaseLocked(target: Target, options: ReleaseOptions): Promise<string> {
  const started = Date.now();
  const id = releaseId(options.commit);
  await createRelease(target.root, options.from, id);
  target.log("info", "release.created", { release: id, seconds: since(started) }, "release made");
  const previous = currentRelease(target.root);
  let restartSeconds: number;
  try {
    restartSeconds = await serve(target, id, previous);
  } catch (error) {
    // Never the folder `current` still names: the site would serve from nothing.
    if (currentRelease(target.root) !== id) {
      rmSync(path.join(releasesDir(target.root), id), { recursive: true, force: true });
    }
    throw error;
  }
  const pruned = pruneReleases(target.root, options.keep);
  target.log(
    "info",
    "release.served",
    { release: id, previous, pruned, restartSeconds, seconds: since(started) },
    "the new release serves",
  );
  return id;
}

async function rollbackLocked(target: Target): Promise<string> {
  const started = Date.now();
  const current = currentRelease(target.root);
  if (current === undefined) {
    throw new ReleaseError(
      `${path.join(target.root, "current")} does not exist: nothing to roll back`,
    );
  }
  const previous = releaseBefore(target.root, current);
  if (previous === undefined) {
    throw new ReleaseError(`${releasesDir(target.root)} holds no release older than ${current}`);
  }
  const restartSeconds = await serve(target, previous, current);
  target.log(
    "info",
    "release.rolled_back",
    { release: previous, from: current, restartSeconds, seconds: since(started) },
    "rolled back",
  );
  return previous;
}

/**
 * Switches to `id` and checks it, and returns the seconds from the restart to
 * the first 200 (what visitors wait); on failure switches back to `fallback`
 * and says so.
 */
async function serve(target: Target, id: string, fallback: string | undefined): Promise<number> {
  try {
    return await switchAndCheck(target, id);
  } catch (failure) {
    // Whatever failed (a refused check, a restart command that could not run), the
    // release before serves again.
    const error = failure instanceof Error ? failure : new Error(String(failure));
    target.log("error", "release.refused", { release: id, reason: error.message }, "not ready");
    if (fallback === undefined) {
      removeCurrent(target.root);
      throw new ReleaseError(
        `${id} was not ready (${error.message}; see ${target.server.logHint}), and there is no earlier release to switch back to`,
      );
    }
    try {
      await switchAndCheck(target, fallback);
    } catch (fallbackError) {
      throw new ReleaseError(
        `${id} was not ready (${error.message}), and ${fallback}, switched back to, is not ready either (${(fallbackError as Error).message}): see ${target.server.logHint}`,
      );
    }
    target.log(
      "info",
      "release.switched_back",
      { release: fallback, refused: id },
      "switched back",
    );
    throw new ReleaseError(
      `${id} was not ready (${error.message}; see ${target.server.logHint}): switched back to ${fallback}, which serves again`,
    );
  }
}

async function switchAndCheck(target: Target, id: string): Promise<number> {
  switchCurrent(target.root, id);
  const restarted = Date.now();
  await target.server.restart();
  await waitUntilReady(target.readyzUrl, target.readyTimeoutMs, () => target.server.isRunning());
  return since(restarted);
}

function since(started: number): number {
  return Math.round((Date.now() - started) / 100) / 10;
}
