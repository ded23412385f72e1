import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
// @ts-expect-error: a plain ESM module without type declarations
import { serverArgs } from "../../../scripts/server-command.mjs";
import { freePort } from "../../../server/test-support/smtp";

/** One line of the server's JSON log (pino). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProductionServer {
  url: string;
  port: number;
  pid: number;
  /** Every log line so far, in order. */
  logs: LogLine[];
  /** What the process wrote to stderr so far: nothing, when every error goes through the log. */
  stderr(): string;
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

const buildDir = process.env.BUILD_DIR ?? "build";
const running = new Set<ChildProcess>();

/** How to run the process, where a test needs more than the defaults. */
export interface SpawnOptions {
  /** Run as this user (the test runs as root), as the Docker image's `node` user does. */
  user?: { uid: number; gid: number };
  /** The node binary to run, when the test runner's is out of the user's reach. */
  node?: string;
  /** Start it as an operator may, `node <BUILD_DIR>/app/index.js`, without the memory flags. */
  withoutFlags?: boolean;
}

/** A server process that may or may not get as far as listening. */
export interface ServerProcess {
  port: number;
  pid: number;
  logs: LogLine[];
  stderr(): string;
  exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The production server as deployed (node <BUILD_DIR>/app/index.js) on a port of
 * its own, started and left to itself. Its stdout is parsed as JSON lines.
 */
export async function spawnProductionServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = options.withoutFlags
    ? [path.join(buildDir, "app", "index.js")]
    : serverArgs(buildDir);
  const child = spawn(options.node ?? process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // The embedded database in dataDir, and mail as files there, unless a test says otherwise.
      DATABASE_URL: "",
      SMTP_URL: "",
      // Every request of a test comes from 127.0.0.1.
      RATE_LIMIT_MAX: "1000",
      // Its pages are served from here, not from PUBLIC_SITE_URL.
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...options.user,
  });
  running.add(child);
  const logs: LogLine[] = [];
  let stderr = "";
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) logs.push(parseLine(line));
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    port,
    pid: child.pid ?? 0,
    logs,
    stderr: () => stderr,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

/**
 * The production server, resolved once it logs that it listens (so LOG_LEVEL
 * stays at info or below).
 */
export async function startProductionServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<ProductionServer> {
  const server = await spawnProductionServer(dataDir, env, options);
  const { port, logs, exited } = server;
  const listening = await Promise.race([
    waitFor(() => logs.some((line) => line.msg === "server listening"), 90_000),
    exited.then(() => false),
  ]);
  if (!listening) {
    server.kill("SIGKILL");
    throw new Error(`the production server did not start:\n${server.stderr()}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: server.pid,
    logs,
    stderr: server.stderr,
    exited,
    signal: server.kill,
    stop(signal = "SIGTERM") {
      server.kill(signal);
      return exited;
    },
  };
}

/** Kills what a failed test left running, so no server outlives its test. */
export function killLeftoverServers() {
  for (const child of running) child.kill("SIGKILL");
}

/** Polls until check() holds; false if it did not within timeoutMs. */
export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function parseLine(line: string): LogLine {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return { level: 0, msg: line }; // not pino's: kept as printed
  }
}
