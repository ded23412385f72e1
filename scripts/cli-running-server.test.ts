import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { contactSubmissions, emailOutbox } from "../server/db/schema";
import { writeServerBuild } from "../server/test-support/client-build";
import { notificationRow, silentLogger } from "../server/test-support/databases";
import { freePort } from "../server/test-support/smtp";

const run = promisify(execFile);
const TOKEN = "0123456789abcdef".repeat(4);
const DAY = 24 * 60 * 60 * 1000;

interface LogLine {
  msg: string;
  [field: string]: unknown;
}

// The bundled server and commands, as the production image runs them, on one
// embedded database: the server holds it, the commands ask the server. Each
// command is a Node process loading the bundle: three took 142 s on a 2-core
// machine at load 20.
describe("the operator commands while the server runs on the embedded database", {
  timeout: 300_000,
}, () => {
  let dataDir: string;
  let buildDir: string;
  let server: ChildProcess;
  let port = 0;
  let adminPort = 0;
  const logs: LogLine[] = [];
  const cli = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
    run(process.execPath, [path.join(buildDir, "app", `${script}.js`), ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ADMIN_TOKEN: TOKEN,
        ADMIN_PORT: String(adminPort),
        ...env,
      },
    });
  const exportCsv = async () => (await cli("contact-export")).stdout;
  let whileRunning = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "operator-cli-"));
    // Inside the project, so that the bundle finds node_modules.
    buildDir = mkdtempSync(path.resolve("build-operator-test-"));
    await writeServerBuild(buildDir);

    const database = await openDatabase({ dataDir, logger: silentLogger });
    await database.migrate();
    const [recent] = await database.db
      .insert(contactSubmissions)
      .values([
        { email: "new@example.com", message: 'Grüezi, with a comma, and "quotes"' },
        // Younger than the year the server's housekeeping keeps.
        { email: "old@example.com", message: "Old", createdAt: new Date(Date.now() - 100 * DAY) },
      ])
      .returning();
    await database.db
      .insert(emailOutbox)
      .values(
        notificationRow(recent?.id, { status: "failed", attempts: 80, lastError: "550 refused" }),
      );
    await database.close();

    [port, adminPort] = [await freePort(), await freePort()];
    server = spawn(process.execPath, [path.join(buildDir, "app", "index.js")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        ADMIN_TOKEN: TOKEN,
        ADMIN_PORT: String(adminPort),
        SMTP_URL: "smtp://mailer:secret@smtp.invalid:587",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let rest = "";
    await new Promise<void>((resolve, reject) => {
      server.once("exit", (code) =>
        reject(new Error(`the server exited (${code}) before it listened`)),
      );
      server.stdout?.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) logs.push(JSON.parse(line));
        if (logs.some((line) => line.event === "operator.listening")) resolve();
      });
    });
  }, 240_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("export and outbox answer through the server's admin endpoint", async () => {
    whileRunning = await exportCsv();
    expect(whileRunning).toMatch(/^\uFEFF"id","created_at",/);
    expect(whileRunning).toContain('"Grüezi, with a comma, and ""quotes"""');
    expect(whileRunning).toContain('"old@example.com"');
    const json = (await cli("contact-export", ["--format", "json", "--since", "30d"])).stdout;
    expect(JSON.parse(json).map((row: { email: string }) => row.email)).toEqual([
      "new@example.com",
    ]);
    const outbox = (await cli("outbox")).stdout;
    expect(outbox).toMatch(/^mail\s+pending 0 .*failed 1$/m);
    expect(outbox).toMatch(/^mail\s+failed\s+.*given up.*550 refused/m);
    expect(logs).toContainEqual(expect.objectContaining({ event: "operator.export", count: 2 }));
  });

  it("stats answers through the server's admin endpoint: its lead of the last 30 days, from no counted visitor", async () => {
    const text = (await cli("stats")).stdout;
    expect(text).toMatch(/^Visits and leads from \d+ \w+ \d{4} to /);
    expect(text).toMatch(/^direct +0 +0 +1 +–$/m);
  });

  it("say in one line what to do when the command has no token, or another than the server's", async () => {
    const without = await cli("contact-export", [], { ADMIN_TOKEN: "" }).catch((error) => error);
    const wrong = await cli("outbox", [], { ADMIN_TOKEN: "f".repeat(64) }).catch((error) => error);
    for (const failure of [without, wrong]) {
      expect(failure.code).toBe(1);
      expect(failure.stdout).toBe("");
      expect(failure.stderr.trim().split("\n"), failure.stderr).toHaveLength(1);
    }
    expect(without.stderr).toMatch(
      new RegExp(
        `^Process ${server.pid} \\(the server\\) holds the database in .*: set ADMIN_TOKEN, the same for the server and this command, .* or stop the server first\\.`,
      ),
    );
    expect(wrong.stderr).toContain(`refused this command's ADMIN_TOKEN`);
  });

  it("has no admin address on the public port", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/operator/export`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("example.com");
  });

  it("warns after it listens, naming SMTP_URL and its host, when the mail server does not resolve", () => {
    const listening = logs.findIndex((line) => line.msg === "server listening");
    const warning = logs.findIndex((line) => line.event === "delivery.unreachable");
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(warning).toBeGreaterThan(listening);
    expect(logs[warning]).toMatchObject({ setting: "SMTP_URL", host: "smtp.invalid", level: 40 });
    expect(JSON.stringify(logs)).not.toContain("secret");
  });

  // Opening PGlite takes a minute or more on a busy machine: one command, the export.
  it("exports the same bytes as the command on the stopped server's database", async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    expect(await exportCsv()).toBe(whileRunning);
  });
});
