import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";

describe("a webhook URL with a user name or password in it", () => {
  it("stops the start with one line naming the variable and what to do, without repeating the password", () => {
    for (const url of [
      "https://sales:hunter2-secret@crm.example.com/hooks/lead",
      "https://only-user@crm.example.com/hooks/lead",
      "http://:hunter2-secret@127.0.0.1:8080/hook",
    ]) {
      let message = "";
      try {
        loadEnv({
          LEAD_WEBHOOKS: "crm",
          LEAD_WEBHOOK_CRM_URL: url,
          LEAD_WEBHOOK_CRM_FORMAT: "slack",
        });
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message, url).toMatch(
        /LEAD_WEBHOOK_CRM_URL: has a user name or password in it .*take it out.*LEAD_WEBHOOK_CRM_SECRET/,
      );
      expect(message).not.toContain("\n");
      expect(message).not.toContain("hunter2");
    }
  });
});
