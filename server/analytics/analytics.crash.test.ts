import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { analyticsDaily } from "../db/schema";
import { writeClientBuild } from "../test-support/client-build";
import { silentLogger } from "../test-support/databases";

const FLUSH_MS = 2_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

/** A server process and the events of its log lines, as they come. */
function startServer(dataDir: string, buildDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test-support/site-runner.ts"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "debug",
      ANALYTICS_FLUSH_MS: String(FLUSH_MS),
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const waiting: { event: string; found: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout }).on("line", (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    for (const wait of waiting.filter(({ event }) => event === line.event)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.found(line);
    }
  });
  const next = (event: string) =>
    new Promise<Record<string, unknown>>((found) => waiting.push({ event, found }));
  return { child, next };
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
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "analytics-crash-build-"));

  beforeAll(async () => {
    writeClientBuild(buildDir);
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
    const first = startServer(dataDir, buildDir);
    const { port } = (await first.next("test.listening")) as { port: number };
    await views(port, 3);
    // A timer tick may fall between two of them: flushes until all three are in.
    for (let flushed = 0; flushed < 3; ) {
      flushed += Number((await first.next("analytics.flushed")).views);
    }
    // Sent right after a flush: the next one is FLUSH_MS away when the process dies.
    await views(port, 2);
    first.child.kill("SIGKILL");
    await exited(first.child);

    const second = startServer(dataDir, buildDir);
    const { port: secondPort } = (await second.next("test.listening")) as { port: number };
    await views(secondPort, 4);
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
