import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { analyticsDaily } from "../db/schema";
import { writeServerBuild } from "../test-support/client-build";
import { silentLogger } from "../test-support/databases";
import { freePort } from "../test-support/smtp";

const FLUSH_MS = 2_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

/** The server as `npm start` runs it, on port `port`, and the lines of its log as they come. */
function startServer(dataDir: string, buildDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(buildDir, "app", "index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "debug",
      ANALYTICS_FLUSH_MS: String(FLUSH_MS),
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let flushed = 0;
  const listening = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on("line", (text) => {
      const line = JSON.parse(text) as { event?: string; msg?: string; views?: number };
      if (line.msg === "server listening") resolve();
      if (line.event === "analytics.flushed") flushed += line.views ?? 0;
    });
  });
  /** The views its flushes have written so far. */
  return { child, listening, flushed: () => flushed };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * kill -9 of a server holding page views in memory: the views of the flushes
 * before it are stored, those since the last flush (at most ANALYTICS_FLUSH_MS
 * of them) are lost; a server stopped by SIGTERM writes what it holds.
 */
describe("a server killed between two flushes of the page views", { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "analytics-crash-"));
  // Inside the project, so that the bundle finds node_modules.
  const buildDir = mkdtempSync(path.resolve("build-analytics-crash-"));

  beforeAll(async () => {
    await writeServerBuild(buildDir);
    // Creating a PGlite data directory takes seconds, minutes on a busy machine.
    const database = await openDatabase({ dataDir, logger: silentLogger });
    await database.migrate();
    await database.close();
  }, 180_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  const views = async (port: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const page = await fetch(`http://127.0.0.1:${port}/contact`, {
        headers: { "user-agent": BROWSER },
      });
      expect(page.status).toBe(200);
    }
  };

  it("keeps the views of every flush before the kill, loses only the last interval's, and a SIGTERM loses none", async () => {
    const port = await freePort();
    const first = startServer(dataDir, buildDir, port);
    await first.listening;
    await views(port, 3);
    // A timer tick may fall between two of them: flushes until all three are in.
    await expect.poll(first.flushed, { timeout: 30_000, interval: 20 }).toBe(3);
    // Sent right after a flush: the next one is FLUSH_MS away when the process dies.
    await views(port, 2);
    first.child.kill("SIGKILL");
    await exited(first.child);

    const second = startServer(dataDir, buildDir, port);
    await second.listening;
    await views(port, 4);
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);

    const database = await openDatabase({ dataDir, logger: silentLogger });
    try {
      const [stored] = await database.db
        .select({ views: sum(analyticsDaily.views).mapWith(Number) })
        .from(analyticsDaily);
      expect(stored?.views).toBe(3 + 4);
    } finally {
      await database.close();
    }
  });
});
