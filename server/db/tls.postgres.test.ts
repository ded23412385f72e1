import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend } from "../backend";
import { purgeSubmissions } from "../contact/retention";
import { loadEnv } from "../env";
import { valid as validSubmission } from "../test-support/contact-suite";
import { silentLogger } from "../test-support/databases";
import {
  startTlsPostgres,
  type TlsPostgres,
  tlsPostgresForTests,
} from "../test-support/tls-postgres";
import { openDatabase } from "./client";
import type { DatabaseStartError } from "./start-errors";

/** Every character docs/deploy.md says to percent-encode, in a real password. */
const PASSWORD = "p@ss:w/rd?#50%";
const ENCODED = encodeURIComponent(PASSWORD);

/** The SQL blocks docs/deploy.md gives under "The database roles", in order. */
function documentedGrants(): { asSuperuser: string[]; asOwner: string[] } {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const block = (runAs: string) => {
    const marker = `<!-- server/db/tls.postgres.test.ts runs this block as ${runAs} -->`;
    const sql = guide.split(marker)[1]?.match(/```sql\n([\s\S]*?)```/)?.[1];
    if (!sql) throw new Error(`docs/deploy.md has no SQL block after "${marker}"`);
    return sql
      .split(";")
      .map((statement) => statement.trim())
      .filter(Boolean)
      .map((statement) => statement.replace(/PASSWORD '[^']*'/, `PASSWORD '${PASSWORD}'`));
  };
  return { asSuperuser: block("the superuser"), asOwner: block("site_owner") };
}

/** Why openDatabase(url).migrate() refused, as the start's one log line would say it. */
async function refusal(url: string): Promise<DatabaseStartError> {
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: os.tmpdir(),
    logger: silentLogger,
  });
  try {
    await database.migrate();
  } catch (error) {
    return error as DatabaseStartError;
  } finally {
    await database.close();
  }
  throw new Error(`${url} was not refused`);
}

const machine = tlsPostgresForTests();

if ("bin" in machine) {
  describe("PostgreSQL that takes TLS connections only", { timeout: 60_000 }, () => {
    let server: TlsPostgres;
    const url = (role: string, database: string, query: string) =>
      `postgres://${role}:${ENCODED}@127.0.0.1:${server.port}/${database}${query}`;
    const verified = () => `?sslmode=verify-full&sslrootcert=${server.caFile}`;

    beforeAll(async () => {
      server = await startTlsPostgres(machine.bin);
      const grants = documentedGrants();
      await server.admin(grants.asSuperuser);
      // An empty database that nobody migrated, for the refusal below.
      await server.admin(["CREATE DATABASE unmigrated OWNER site_owner"]);
      const owner = new pg.Client({ connectionString: url("site_owner", "site", verified()) });
      await owner.connect();
      for (const statement of grants.asOwner) await owner.query(statement);
      await owner.end();
    }, 60_000);
    afterAll(() => server?.stop());

    it("connects and migrates with the URL docs/deploy.md gives, a password with @ : / ? # % included", async () => {
      const database = await openDatabase({
        databaseUrl: url("site_owner", "site", verified()),
        dataDir: os.tmpdir(),
        logger: silentLogger,
      });
      await database.migrate();
      expect(await database.ping()).toBe(true);
      await database.close();
    });

    it("is refused without TLS, with one line naming DATABASE_URL and what to add", async () => {
      const error = await refusal(url("site_owner", "site", ""));
      expect(error.setting).toBe("DATABASE_URL");
      expect(error.message).toMatch(/takes TLS connections only.*sslmode=verify-full&sslrootcert=/);
      expect(error.message).not.toMatch(/\n/);
      expect(error.message).not.toContain(PASSWORD);
    });

    it("is refused when the certificate is not signed by the CA the URL names, or the CA file is missing", async () => {
      const otherCa = await refusal(
        url("site_owner", "site", `?sslmode=verify-full&sslrootcert=${server.otherCaFile}`),
      );
      expect(otherCa.setting).toBe("DATABASE_URL");
      expect(otherCa.message).toMatch(/certificate is not one this server trusts.*sslrootcert=/);
      const missing = await refusal(
        url("site_owner", "site", "?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem"),
      );
      expect(missing.setting).toBe("DATABASE_URL");
      expect(missing.message).toMatch(/cannot read \(ENOENT: \/nonexistent\/ca\.pem\)/);
    });

    it("serves the form as the role docs/deploy.md grants rows only, once the owner has migrated", async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "tls-pg-app-"));
      const env = loadEnv({ DATABASE_URL: url("site_app", "site", verified()), DATA_DIR: dataDir });
      const backend = await startBackend(env, silentLogger).catch((error: unknown) => {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      });
      try {
        const reply = await backend.contactForm(
          new Request("http://localhost:3000/contact", {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: "http://localhost:3000",
            },
            body: new URLSearchParams(validSubmission).toString(),
          }),
          "203.0.113.1",
          { path: "/contact", lang: "en" },
        );
        expect(reply.status).toBe(200);
        // The backend's worker, woken by the submission, sends it (as a file here).
        await expect
          .poll(() => readdirSync(path.join(dataDir, "mail"), { withFileTypes: true }).length, {
            timeout: 10_000,
          })
          .toBe(1);
        expect(await purgeSubmissions(backend.database.db, new Date(Date.now() + 60_000))).toBe(1);
      } finally {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("stops a server whose role may not migrate, on a database the owner did not migrate, saying what to run", async () => {
      const error = await refusal(url("site_app", "unmigrated", verified()));
      expect(error.setting).toBe("DATABASE_URL");
      expect(error.message).toMatch(
        /may not apply them .*db-migrate\.js.*the role that owns the tables/,
      );
    });
  });
} else if ("fail" in machine) {
  describe("PostgreSQL that takes TLS connections only", () => {
    it("has a PostgreSQL server to start", () => {
      throw new Error(machine.fail);
    });
  });
} else {
  describe.skip(`PostgreSQL that takes TLS connections only (skipped: ${machine.skip})`, () => {
    it("runs where PostgreSQL is installed", () => {});
  });
}
