import { describe } from "vitest";
import { openTestPglite } from "../test-support/databases";
import { webhookSuite } from "../test-support/webhook-suite";

describe("lead webhooks on PGlite", () => {
  webhookSuite(openTestPglite);
});
