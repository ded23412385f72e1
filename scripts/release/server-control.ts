// How a release's server is (re)started. The server holds its pages in memory,
// so a new release serves only once the process is restarted.
// - A supervisor (systemd): --restart "sudo systemctl restart kairon-site". The
//   unit runs in <root>/current, so the restarted server runs the new release.
// - No supervisor (a trial on one machine, and the tests): this tool starts the
//   server itself in <root>/current, detached, with <root>/.env as its
//   environment, its output appended to <root>/server.log and its process id in
//   <root>/server.pid. Nothing restarts it if it stops: use a supervisor in production.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { ReleaseError } from "./log";

export interface ServerControl {
  /** Stops the running server, if any, and starts the one in <root>/current. */
  restart(): Promise<void>;
  /** False once the server started by restart() has exited (a crash at start-up). */
  isRunning(): boolean;
  /** Where to look when it does not come up. */
  logHint: string;
}

export function restartCommand(command: string): ServerControl {
  return {
    logHint: "the supervisor's log (journalctl -u <unit>)",
    isRunning: () => true,
    restart: () =>
      new Promise((resolve, reject) => {
        const child = spawn("sh", ["-c", command], { stdio: ["ignore", "inherit", "inherit"] });
        child.on("error", (error) =>
          reject(
            new ReleaseError(`the restart command "${command}" could not run: ${error.message}`),
          ),
        );
        child.on("close", (code) =>
          code === 0
            ? resolve()
            : reject(new ReleaseError(`the restart command "${command}" exited with ${code}`)),
        );
      }),
  };
}

/** Long enough for the server's own graceful shutdown (SHUTDOWN_TIMEOUT_MS, 10 s by default). */
const STOP_TIMEOUT_MS = 30_000;

export function localServer(root: string, env: Record<string, string>): ServerControl {
  const pidFile = path.join(root, "server.pid");
  const logFile = path.join(root, "server.log");
  let pid: number | undefined;
  return {
    logHint: logFile,
    isRunning: () => pid !== undefined && isAlive(pid),
    async restart() {
      await stop(pidFile);
      const log = openSync(logFile, "a");
      try {
        const server = spawn(
          process.execPath,
          [...SERVER_NODE_FLAGS, path.join("build", "app", "index.js")],
          {
            cwd: path.join(root, "current"),
            env: { ...process.env, ...env },
            detached: true,
            stdio: ["ignore", log, log],
          },
        );
        // A spawn that fails says so in an 'error' event: without a listener it would end the tool.
        server.once("error", () => {});
        server.unref();
        pid = server.pid;
        if (pid === undefined)
          throw new ReleaseError(`the server could not be started: see ${logFile}`);
        writeFileSync(pidFile, `${pid}\n`);
      } finally {
        closeSync(log);
      }
    },
  };
}

async function stop(pidFile: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8"));
  } catch {
    return; // Never started here.
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, "SIGTERM");
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(pid) && Date.now() < deadline) await sleep(50);
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
  rmSync(pidFile, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
