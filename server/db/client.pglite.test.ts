import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../test-support/databases";
import { createPglite, openDatabase } from "./client";
import { makeReadableByAll } from "./pglite-folder";
import { contactSubmissions } from "./schema";
import { DatabaseStartError } from "./start-errors";

const root = mkdtempSync(path.join(os.tmpdir(), "pglite-open-"));
const template = path.join(root, "template");
let withRows: string;

const open = (dataDir: string) =>
  openDatabase({ dataDir, logger: silentLogger, pgliteTemplate: template });

const rowCount = async (dataDir: string) => {
  const database = await open(dataDir);
  try {
    await database.migrate();
    return (await database.db.select().from(contactSubmissions)).length;
  } finally {
    await database.close();
  }
};

/** A copy of a stopped server's data folder holding three submissions. */
function copyWithRows(): string {
  const dir = mkdtempSync(path.join(root, "data-"));
  cpSync(withRows, dir, { recursive: true });
  return dir;
}

/** The file behind contact_submissions, relative to pgdata. */
let submissionsFile: string;

beforeAll(async () => {
  const client = await createPglite(template);
  await client.close();
  makeReadableByAll(template);
  withRows = mkdtempSync(path.join(root, "rows-"));
  const database = await open(withRows);
  await database.migrate();
  await database.db
    .insert(contactSubmissions)
    .values(["one", "two", "three"].map((message) => ({ email: "a@example.com", message })));
  const result = (await database.db.execute(
    sql`select pg_relation_filepath('contact_submissions') as file`,
  )) as unknown as { rows: { file: string }[] };
  submissionsFile = String(result.rows[0]?.file);
  await database.close();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("opening the embedded database", () => {
  it("reads the stored submissions of an intact folder", async () => {
    expect(await rowCount(copyWithRows())).toBe(3);
  });

  it("refuses a folder that lost PG_VERSION, naming it, and leaves every file where it was", async () => {
    const dir = copyWithRows();
    const pgdata = path.join(dir, "pgdata");
    rmSync(path.join(pgdata, "PG_VERSION"));
    const before = readdirSync(pgdata, { recursive: true }).length;

    const error = await open(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as DatabaseStartError).setting).toBe("DATA_DIR");
    expect((error as Error).message).toContain(pgdata);
    expect(readdirSync(pgdata, { recursive: true })).toHaveLength(before);
    expect(existsSync(path.join(pgdata, submissionsFile))).toBe(true);
    // Refused, not locked out: a second attempt says the same, not "in use".
    await expect(open(dir)).rejects.toThrow(/no PG_VERSION/);
  });

  it("refuses a folder whose submissions table file was truncated, naming the table", async () => {
    const dir = copyWithRows();
    truncateSync(path.join(dir, "pgdata", submissionsFile), 0);
    await expect(open(dir)).rejects.toThrow(/damaged: table public\.contact_submissions/);
  });

  it("refuses a folder with a damaged page, which its checksum gives away", async () => {
    const dir = copyWithRows();
    const file = path.join(dir, "pgdata", submissionsFile);
    const bytes = readFileSync(file);
    bytes[8000] = (bytes[8000] ?? 0) ^ 0xff; // inside the first page's tuples
    writeFileSync(file, bytes);
    await expect(open(dir)).rejects.toThrow(/contact_submissions cannot be read/);
  });

  it("starts afresh after a creation that was cut off, leaving nothing of it behind", async () => {
    const dir = mkdtempSync(path.join(root, "cut-"));
    // What a kill mid-copy leaves: part of a folder under its temporary name.
    const partial = path.join(dir, "pgdata.partial-12345");
    mkdirSync(path.join(partial, "base"), { recursive: true });
    writeFileSync(path.join(partial, "PG_VERSION"), "17\n");

    expect(await rowCount(dir)).toBe(0);
    expect(readdirSync(dir).filter((name) => name.startsWith("pgdata"))).toEqual(["pgdata"]);
  });

  it("creates the database in an empty pgdata folder, as a freshly mounted volume has", async () => {
    const dir = mkdtempSync(path.join(root, "empty-"));
    mkdirSync(path.join(dir, "pgdata"));
    expect(await rowCount(dir)).toBe(0);
  });

  it("says so in a warning naming the folder when it creates a new database, and not when it opens one", async () => {
    const lines: { level: number; event?: string; msg: string }[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const dir = mkdtempSync(path.join(root, "new-"));
    for (const dataDir of [dir, dir, copyWithRows()]) {
      const database = await openDatabase({ dataDir, logger, pgliteTemplate: template });
      await database.close();
    }
    const created = lines.filter((line) => line.event === "database.created");
    expect(created).toHaveLength(1);
    expect(created[0]?.level).toBe(40);
    expect(created[0]?.msg).toContain(path.join(dir, "pgdata"));
  });

  it("with DATABASE_MUST_EXIST, refuses a folder with no database instead of creating one, and opens one that has it", async () => {
    const openExisting = (dataDir: string) =>
      openDatabase({ dataDir, logger: silentLogger, pgliteTemplate: template, mustExist: true });
    const unmounted = mkdtempSync(path.join(root, "unmounted-"));
    mkdirSync(path.join(unmounted, "pgdata"));
    for (const dir of [mkdtempSync(path.join(root, "missing-")), unmounted]) {
      const error = await openExisting(dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseStartError);
      expect((error as Error).message).toContain("DATABASE_MUST_EXIST");
      expect(existsSync(path.join(dir, "pgdata", "PG_VERSION"))).toBe(false);
    }
    const intact = await openExisting(copyWithRows());
    await intact.close();
  });

  it("keeps a new database from other users, whatever the template's modes", async () => {
    const dir = mkdtempSync(path.join(root, "mode-"));
    await rowCount(dir);
    expect(statSync(path.join(dir, "pgdata")).mode & 0o077).toBe(0);
  });
});
