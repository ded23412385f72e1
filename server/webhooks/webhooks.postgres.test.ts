import { describe, it } from "vitest";
import { openTestPostgres, postgresForTests } from "../test-support/databases";
import { webhookSuite } from "../test-support/webhook-suite";

const postgres = postgresForTests();

if ("url" in postgres) {
  const adminUrl = postgres.url;
  describe("lead webhooks on PostgreSQL", () => {
    webhookSuite(() => openTestPostgres(adminUrl));
  });
} else if ("fail" in postgres) {
  describe("lead webhooks on PostgreSQL", () => {
    it("has a PostgreSQL server to test against", () => {
      throw new Error(postgres.fail);
    });
  });
} else {
  describe.skip(`lead webhooks on PostgreSQL (skipped: ${postgres.skip})`, () => {
    it("runs when TEST_DATABASE_URL is set", () => {});
  });
}
