import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeServerBuild } from "../server/test-support/client-build";
import { freePort } from "../server/test-support/smtp";

const SHUTDOWN_TIMEOUT_MS = 3_000;

/** Every process below `pid`, children first. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const children = frontier.flatMap((parent) => {
      try {
        return execFileSync("ps", ["-o", "pid=", "--ppid", String(parent)], { encoding: "utf8" })
          .split("\n")
          .map((line) => Number(line.trim()))
          .filter((child) => child > 0);
      } catch {
        return []; // ps exits 1 when there are none
      }
    });
    found.push(...children);
    frontier = children;
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether anything still accepts connections on the port. */
const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once("connect", () => answer(true)).once("error", () => answer(false));
    socket.setTimeout(1_000, () => answer(false));
  });

// `npm start` as a supervisor without an init process runs it (systemd with
// KillMode=process, a shell script, a terminal): the signal goes to npm alone.
describe("npm start", { timeout: 120_000 }, () => {
  let project = "";
  let dataDir = "";
  let npm: ChildProcess | undefined;
  let started: number[] = [];

  beforeAll(async () => {
    // Inside the worktree, so that the bundle finds node_modules.
    project = mkdtempSync(path.resolve("build-npm-start-"));
    dataDir = mkdtempSync(path.join(os.tmpdir(), "npm-start-"));
    copyFileSync("package.json", path.join(project, "package.json"));
    symlinkSync(path.resolve("drizzle"), path.join(project, "drizzle"));
    const buildDir = path.join(project, "build");
    await writeServerBuild(buildDir);
  }, 120_000);

  afterAll(() => {
    // Whatever a failed run left behind, by the ids this test started.
    for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
    rmSync(project, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops the server, and frees its port, when npm gets SIGTERM", async () => {
    const port = await freePort();
    npm = spawn("npm", ["start"], {
      cwd: project,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        ADMIN_TOKEN: "",
        LEAD_WEBHOOKS: "",
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const npmPid = npm.pid ?? 0;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('"msg":"server listening"')) resolve();
      };
      npm?.stdout?.on("data", onData);
      npm?.stderr?.on("data", onData);
      npm?.once("exit", () => reject(new Error(`npm start ended before listening:\n${output}`)));
    });
    started = descendants(npmPid);
    expect(await portAnswers(port)).toBe(true);

    const npmExited = new Promise((resolve) => npm?.once("exit", resolve));
    process.kill(npmPid, "SIGTERM");
    await npmExited;
    const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS + 2_000;
    while (started.some(alive) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(started.filter(alive), "processes npm start left running").toEqual([]);
    expect(await portAnswers(port)).toBe(false);
    expect(output).toContain('"msg":"backend stopped"');
  });
});
