// Makes a new release folder from a build: the files the server runs from
// (docs/deploy.md: build/, drizzle/, package.json, package-lock.json) and its
// production dependencies, installed there. A folder that could not be made
// whole is removed, so releases/ only ever holds releases that could run.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { releasesDir } from "./folders";
import { ReleaseError } from "./log";

const RELEASE_FILES = ["build", "drizzle", "package.json", "package-lock.json"];

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
  mkdirSync(dir, { recursive: true });
  try {
    for (const file of RELEASE_FILES) {
      cpSync(path.join(from, file), path.join(dir, file), { recursive: true });
    }
    await installProductionDependencies(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
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
