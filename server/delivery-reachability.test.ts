import { createServer } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { checkDeliveryTargets, deliveryTargets } from "./delivery-reachability";
import { loadEnv } from "./env";
import { freePort } from "./test-support/smtp";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("the delivery targets checked at start", () => {
  it("are the mail server when SMTP_URL is set, and none when mail goes to files", () => {
    expect(deliveryTargets(loadEnv({}))).toEqual([]);
    expect(deliveryTargets(loadEnv({ SMTP_URL: "smtps://u:p@mail.example.com:465" }))).toEqual([
      { setting: "SMTP_URL", url: "smtps://u:p@mail.example.com:465" },
    ]);
  });

  it("are each lead webhook too, named by its own URL setting", () => {
    const env = loadEnv({
      LEAD_WEBHOOKS: "sales-slack",
      LEAD_WEBHOOK_SALES_SLACK_URL: "https://hooks.slack.com/services/T0/B0/secret",
      LEAD_WEBHOOK_SALES_SLACK_FORMAT: "slack",
    });
    expect(deliveryTargets(env)).toEqual([
      {
        setting: "LEAD_WEBHOOK_SALES_SLACK_URL",
        url: "https://hooks.slack.com/services/T0/B0/secret",
      },
    ]);
  });

  it("warn once, naming the setting and the host, for a host that does not resolve", async () => {
    const { logger, lines } = capturingLogger();
    await checkDeliveryTargets(
      [{ setting: "SMTP_URL", url: "smtp://user:secret@smtp.invalid:587" }],
      logger,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      event: "delivery.unreachable",
      setting: "SMTP_URL",
      host: "smtp.invalid",
      error: expect.stringMatching(/^E/),
    });
    expect(lines[0]?.msg).toMatch(
      /^SMTP_URL host smtp\.invalid does not resolve \(E\w+\): check the setting$/,
    );
    // The password in the URL is no business of the log.
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("never log a webhook's path: a chat webhook's URL is its secret", async () => {
    const { logger, lines } = capturingLogger();
    await checkDeliveryTargets(
      [{ setting: "LEAD_WEBHOOK_CHAT_URL", url: "https://hooks.invalid/services/T0/B0/secret" }],
      logger,
    );
    expect(lines[0]?.msg).toMatch(/^LEAD_WEBHOOK_CHAT_URL host hooks\.invalid does not resolve/);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("warn for a port nothing listens on, and say nothing of one that accepts", async () => {
    const listening = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    const open = (listening.address() as { port: number }).port;
    const closed = await freePort();
    const { logger, lines } = capturingLogger();
    try {
      await checkDeliveryTargets(
        [
          { setting: "SMTP_URL", url: `smtp://127.0.0.1:${closed}` },
          { setting: "LEAD_WEBHOOK_1_URL", url: `http://127.0.0.1:${open}/hook` },
        ],
        logger,
      );
    } finally {
      listening.close();
    }
    expect(lines).toEqual([
      expect.objectContaining({
        event: "delivery.unreachable",
        setting: "SMTP_URL",
        host: "127.0.0.1",
        error: "ECONNREFUSED",
        msg: `SMTP_URL host 127.0.0.1 (127.0.0.1) refuses a connection on port ${closed} (ECONNREFUSED): check the setting`,
      }),
    ]);
  });
});
