import { describe } from "vitest";
import { contactBackendSuite } from "../test-support/contact-suite";
import { openTestPglite } from "../test-support/databases";

describe("the contact backend on PGlite", () => {
  contactBackendSuite({
    open: openTestPglite,
    // The embedded database stops answering once closed: the suite's last test.
    openBroken: async (database) => {
      await database.close();
      return database;
    },
  });
});
