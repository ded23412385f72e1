// Makes a new release folder from a build: the files the server runs from
// (docs/deploy.md: build/, drizzle/, package.json, package-lock.json) and its
// production dependencies, installed there. It is made under a hidden name and
// renamed when whole, so releases/ only ever lists releases that could run,
// even after a release killed halfway (the next one removes its leftovers).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { releasesDir } from "./folders";
import { ReleaseError } from "./log";

const RELEASE_FILES = ["build", "drizzle", "package.json", "package-lock.json"];

/** The prefix of a release folder still being made; listReleases skips it. */
const UNFINISHED = ".unfinished-";

function removeUnfinished(root: string): void {
  if (!existsSync(releasesDir(root))) return;
  for (const name of readdirSync(releasesDir(root))) {
    if (name.startsWith(UNFINISHED)) {
      rmSync(path.join(releasesDir(root), name), { recursive: true, force: true });
    }
  }
}

export async function createRelease(root: string, from: string, id: string): Promise<string> {
  for (const file of RELEASE_FILES) {
    if (!existsSync(path.join(from, file))) {
      throw new ReleaseError(
        `${path.join(from, file)} is missing: release from a folder that holds ${RELEASE_FILES.join(", ")} (run npm run build there first)`,
      );
    }
  }
  const dir = path.join(releasesDir(root), id);
  if (existsSync(dir))
    throw new ReleaseError(`${dir} exists already: wait a second and release again`);
  removeUnfinished(root);
  const unfinished = path.join(releasesDir(root), `${UNFINISHED}${id}`);
  mkdirSync(unfinished, { recursive: true });
  try {
    for (const file of RELEASE_FILES) {
      cpSync(path.join(from, file), path.join(unfinished, file), { recursive: true });
    }
    await installProductionDependencies(unfinished);
    renameSync(unfinished, dir);
  } catch (error) {
    rmSync(unfinished, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

// `npm install`, not `npm ci`: the lockfile lists no other platforms' optional
// binaries, so `npm ci` refuses it (the Dockerfile says the same); the locked
// versions are still the ones installed.
function installProductionDependencies(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const npm = spawn("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    npm.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    npm.on("error", (error) =>
      reject(new ReleaseError(`npm could not be started in ${dir}: ${error.message}`)),
    );
    npm.on("close", (code) => {
      if (code === 0) return resolve();
      const lastError = stderr.trim().split("\n").filter(Boolean).at(-1) ?? "";
      reject(
        new ReleaseError(`npm install --omit=dev failed in ${dir} (exit ${code}): ${lastError}`),
      );
    });
  });
}
