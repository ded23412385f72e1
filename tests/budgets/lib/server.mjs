// Starts the production build on a free loopback port, the way an operator runs it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serverArgs } from "../../../scripts/server-command.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `work(origin, child)` against a fresh server and stops the server afterwards,
 * whatever happens. `env` adds to or overrides the server's environment;
 * `onSpawn(child)` runs as soon as the process exists, before it answers;
 * `nodeArgs` replaces the deployed command's arguments.
 */
export async function withServer(
  work,
  env = {},
  { onSpawn, nodeArgs = serverArgs(buildDir) } = {},
) {
  const entry = path.join(buildDir, "app", "index.js");
  if (!existsSync(entry)) {
    throw new Error(
      `No production build at ${entry}: run "BUILD_DIR=${buildDir} npm run build" first.`,
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "budget-data-"));
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Its pages are served from here, not from PUBLIC_SITE_URL.
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  onSpawn?.(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM lets the server close its database; SIGKILL only if it hangs.
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupt = () => {
    stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, child);
    return await work(origin, child);
  } finally {
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
    await stop();
  }
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer ${origin}/healthz within 60 s.`);
}
