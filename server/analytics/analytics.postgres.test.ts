import { describe, it } from "vitest";
import { openDatabase } from "../db/client";
import { analyticsSuite } from "../test-support/analytics-suite";
import { openTestPostgres, postgresForTests, silentLogger } from "../test-support/databases";
import { freePort } from "../test-support/smtp";
import { statsSuite } from "../test-support/stats-suite";

const postgres = postgresForTests();

if ("url" in postgres) {
  const adminUrl = postgres.url;
  describe("page views counted on PostgreSQL", () => {
    analyticsSuite({
      open: () => openTestPostgres(adminUrl),
      // Nothing listens on this port: connections are refused, as when the server is down.
      openBroken: async () =>
        openDatabase({
          databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
          dataDir: "/nonexistent",
          logger: silentLogger,
        }),
    });
  });
  describe("the visits report on PostgreSQL", () => {
    statsSuite({ open: () => openTestPostgres(adminUrl) });
  });
} else if ("fail" in postgres) {
  describe("page views counted on PostgreSQL", () => {
    it("has a PostgreSQL server to test against", () => {
      throw new Error(postgres.fail);
    });
  });
} else {
  describe.skip(`page views counted on PostgreSQL (skipped: ${postgres.skip})`, () => {
    it("runs when TEST_DATABASE_URL is set", () => {});
  });
}
