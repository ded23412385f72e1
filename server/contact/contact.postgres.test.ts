import { describe, it } from "vitest";
import { openDatabase } from "../db/client";
import { contactBackendSuite } from "../test-support/contact-suite";
import { openTestPostgres, postgresForTests, silentLogger } from "../test-support/databases";
import { freePort } from "../test-support/smtp";

const postgres = postgresForTests();

if ("url" in postgres) {
  const adminUrl = postgres.url;
  let databaseUrl = "";
  describe("the contact backend on PostgreSQL", () => {
    contactBackendSuite({
      open: async () => {
        const database = await openTestPostgres(adminUrl);
        databaseUrl = database.url;
        return database;
      },
      // A second pool, as a second server instance would have.
      openPeer: () => openDatabase({ databaseUrl, dataDir: "/nonexistent", logger: silentLogger }),
      // Nothing listens on this port: connections are refused, as when the server is down.
      openBroken: async () =>
        openDatabase({
          databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
          dataDir: "/nonexistent",
          logger: silentLogger,
        }),
    });
  });
} else if ("fail" in postgres) {
  describe("the contact backend on PostgreSQL", () => {
    it("has a PostgreSQL server to test against", () => {
      throw new Error(postgres.fail);
    });
  });
} else {
  describe.skip(`the contact backend on PostgreSQL (skipped: ${postgres.skip})`, () => {
    it("runs when TEST_DATABASE_URL is set", () => {});
  });
}
