import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { contactSubmissions, emailOutbox, webhookDeliveries } from "../server/db/schema";
import { notificationRow, silentLogger } from "../server/test-support/databases";
import { parseDuration, parseSince } from "./cli";

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

describe("command-line arguments", () => {
  it("reads durations in days or hours", () => {
    expect(parseDuration("365d")).toBe(365 * DAY);
    expect(parseDuration("12h")).toBe(DAY / 2);
    expect(() => parseDuration("a year")).toThrow(/Not a duration/);
  });

  it("reads --since as a date or as a duration back from now", () => {
    expect(parseSince("2025-01-31").toISOString()).toBe("2025-01-31T00:00:00.000Z");
    expect(parseSince("30d", Date.UTC(2025, 2, 1)).toISOString()).toBe("2025-01-30T00:00:00.000Z");
    expect(() => parseSince("yesterday")).toThrow(/Not a date/);
  });
});

// The bundled commands, as the production image runs them (it has no tsx).
// Each reopens PGlite: seconds each on a busy machine.
describe("the operator commands, run as an operator would", { timeout: 120_000 }, () => {
  let dataDir: string;
  let buildDir: string;
  const cli = (script: string, ...args: string[]) =>
    run(process.execPath, [path.join(buildDir, "app", `${script}.js`), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "contact-cli-"));
    // Inside the project, so that the bundle finds node_modules.
    buildDir = mkdtempSync(path.resolve("build-cli-test-"));
    await run(process.execPath, ["scripts/build-server.mjs"], {
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    await cli("db-migrate");
    const database = await openDatabase({ dataDir, logger: silentLogger });
    const [recent, old] = await database.db
      .insert(contactSubmissions)
      .values([
        { email: "new@example.com", message: 'Recent, with a comma, and "quotes"' },
        { email: "old@example.com", message: "Old", createdAt: new Date(Date.now() - 400 * DAY) },
      ])
      .returning();
    await database.db
      .insert(emailOutbox)
      .values([
        notificationRow(recent?.id, { status: "failed", attempts: 10 }),
        notificationRow(old?.id, { status: "sent", attempts: 1 }),
      ]);
    await database.db.insert(webhookDeliveries).values({
      id: "msg_1",
      submissionId: recent?.id ?? "",
      endpoint: "crm",
      body: "{}",
      status: "failed",
      attempts: 1,
      lastError: 'HTTP 410 from "crm"',
    });
    await database.close();
  }, 180_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("exports submissions as CSV and JSON, optionally since a date", async () => {
    const csv = (await cli("contact-export")).stdout;
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"id","created_at","first_name","last_name","email","company","number_of_employees","subject","message","language","intent","source_page","previous_page","referrer_host","utm_source","utm_medium","utm_campaign","utm_term","utm_content"',
    );
    expect(csv).toContain('"Recent, with a comma, and ""quotes"""');
    expect(csv).toContain('"old@example.com"');

    const json = JSON.parse(
      (await cli("contact-export", "--format", "json", "--since", "30d")).stdout,
    );
    expect(json.map((row: { email: string }) => row.email)).toEqual(["new@example.com"]);
  });

  it("counts mails and lead events by status, lists each not delivered, and queues failed ones again", async () => {
    const status = (await cli("outbox")).stdout;
    expect(status).toMatch(
      /^mail +pending 0 +sending 0 +sent 1 +failed 1\nwebhooks +pending 0 +sending 0 +sent 0 +failed 1\n/,
    );
    expect(status).toMatch(
      /\nmail +failed +[0-9a-f-]{36} +to sales@example.com +created \S+ +10 attempts +given up/,
    );
    expect(status).toMatch(
      /\nwebhooks +failed +msg_1 +to crm +created \S+ +1 attempts +given up +HTTP 410 from "crm"/,
    );
    expect((await cli("outbox", "retry", "webhooks")).stdout).toBe(
      "1 failed lead events queued again.\n",
    );
    expect((await cli("outbox", "retry")).stdout).toBe(
      "1 failed mails queued again.\n0 failed lead events queued again.\n",
    );
    expect((await cli("outbox")).stdout).toMatch(
      /^mail +pending 1 .*failed 0\nwebhooks +pending 1 .*failed 0\n/,
    );
  });

  it("purges submissions past the retention period, with their mails", async () => {
    expect((await cli("contact-purge", "--older-than", "365d")).stdout).toMatch(
      /^Deleted 1 submissions/,
    );
    expect((await cli("outbox")).stdout).toMatch(/^mail +pending 1 +sending 0 +sent 0 +failed 0\n/);
  });

  it("says in one line, without a stack, what is wrong with a negative duration or a data folder in use", async () => {
    const failures = [
      await cli("contact-purge", "--older-than", "-5d").catch((error) => error),
      await cli("contact-purge", "--older-than=-5d").catch((error) => error),
    ];
    // A live process holds the folder: this test's own.
    const lock = path.join(dataDir, "pglite.lock");
    writeFileSync(lock, String(process.pid));
    try {
      failures.push(await cli("outbox").catch((error) => error));
    } finally {
      rmSync(lock);
    }
    for (const failure of failures) {
      expect(failure.code).toBe(1);
      expect(failure.stderr.trim().split("\n"), failure.stderr).toHaveLength(1);
    }
    expect(failures[0].stderr).toContain("--older-than needs a value");
    expect(failures[1].stderr).toContain('Not a duration: "-5d"');
    expect(failures[2].stderr).toContain(
      `Process ${process.pid} (the server) holds the database in ${dataDir}: set ADMIN_TOKEN`,
    );
  });

  it("says what is wrong with a bad argument, and fails", async () => {
    await expect(cli("contact-export", "--format", "xml")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--format must be csv or json"),
    });
  });

  it("says in one line which flag of stats is wrong and what to write, and fails", async () => {
    const failures = await Promise.all(
      [
        ["--format", "xml"],
        ["--since", "last month"],
        ["--since", "2099-01-01"],
        ["--output"],
        ["--foo"],
      ].map((args) => cli("stats", ...args).catch((error) => error)),
    );
    expect(failures.map((failure) => [failure.code, failure.stdout, failure.stderr])).toEqual([
      [1, "", '--format must be text, csv or json, not "xml"\n'],
      [1, "", '--since: Not a date: "last month" (use e.g. 2025-01-31 or 30d)\n'],
      [
        1,
        "",
        "--since 2099-01-01 is in the future: write a date up to today, or a time back such as 30d\n",
      ],
      [1, "", '--output needs a value after it, and a value cannot start with "-".\n'],
      [1, "", "Unknown option '--foo': the options are --since, --format, --output.\n"],
    ]);
  });

  it("says in one line that --output names a folder that does not exist, for stats and the lead export alike", async () => {
    const missing = path.join(dataDir, "no-such-folder");
    // One after the other: each opens the embedded database.
    const stats = await cli("stats", "--output", path.join(missing, "visits.csv")).catch(
      (error) => error,
    );
    const leads = await cli("contact-export", "--output", path.join(missing, "leads.csv")).catch(
      (error) => error,
    );
    expect([stats, leads].map((failure) => [failure.code, failure.stderr])).toEqual([
      [
        1,
        `--output: cannot write ${missing}/visits.csv: no such folder ${missing}: name a file in a folder that exists\n`,
      ],
      [
        1,
        `--output: cannot write ${missing}/leads.csv: no such folder ${missing}: name a file in a folder that exists\n`,
      ],
    ]);
    await expect(cli("contact-export", "--sinse", "30d")).rejects.toMatchObject({
      stderr: "Unknown option '--sinse': the options are --format, --since, --output.\n",
    });
  });
});
