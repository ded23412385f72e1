import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import type { emailOutbox } from "../db/schema";
import { createLogger } from "../logger";

export const silentLogger = createLogger("silent");

/** A migrated PGlite in a temporary directory: open one per test file, it takes seconds. */
export async function openTestPglite(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "contact-pglite-"));
  const database = await openDatabase({ dataDir, logger: silentLogger });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close,
 * so test files running side by side never see each other's rows.
 */
export async function openTestPostgres(adminUrl: string): Promise<Database & { url: string }> {
  const name = `contact_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: os.tmpdir(),
    logger: silentLogger,
  });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Where the PostgreSQL tests run, or why they do not. */
export function postgresForTests(): { url: string } | { skip: string } | { fail: string } {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url };
  const reason = "TEST_DATABASE_URL is not set (see .ci/run for a throwaway PostgreSQL)";
  return process.env.CI
    ? { fail: `CI must run the PostgreSQL tests: ${reason}` }
    : { skip: reason };
}

export async function emptyTables(database: Database) {
  await database.db.execute(
    sql`truncate table email_outbox, contact_submissions, rate_limits restart identity cascade`,
  );
}

/**
 * A notification mail row for a test to put in email_outbox: the words of the
 * mail are placeholders, `fields` says what the test is about.
 */
export function notificationRow(
  submissionId: string | undefined,
  fields: Partial<typeof emailOutbox.$inferInsert> = {},
): typeof emailOutbox.$inferInsert {
  return {
    submissionId: submissionId ?? "",
    recipient: "sales@example.com",
    replyTo: "visitor@example.com",
    subject: "s",
    text: "t",
    html: "h",
    ...fields,
  };
}
