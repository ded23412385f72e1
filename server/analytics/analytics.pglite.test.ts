import { describe } from "vitest";
import { analyticsSuite } from "../test-support/analytics-suite";
import { openTestPglite } from "../test-support/databases";
import { statsSuite } from "../test-support/stats-suite";

describe("page views counted on PGlite", () => {
  analyticsSuite({
    open: openTestPglite,
    // The embedded database stops answering once closed: the suite's last test.
    openBroken: async (database) => {
      await database.close();
      return database;
    },
  });
});

describe("the visits report on PGlite", () => {
  statsSuite({ open: openTestPglite });
});
