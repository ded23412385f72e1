import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { readLeadSource } from "../contact/lead-source";
import type { OutboxMail } from "../db/schema";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { composeNotification } from "./notification";
import { createMailTransport } from "./transport";

const FROM = "Kairon AI website <website@example.com>";

/** The notification of one submission, as the outbox row the worker sends. */
function notificationFrom(email: string): OutboxMail {
  const notification = composeNotification(
    {
      intent: "",
      firstName: "Jörg",
      lastName: "",
      email,
      company: "",
      numberOfEmployees: "",
      subject: "A pilot",
      message: "Grüezi mitenand.",
    },
    { path: "/de/contact", lang: "de" },
    readLeadSource(new URLSearchParams(), null, () => false),
  );
  return {
    ...notification,
    id: randomUUID(),
    submissionId: randomUUID(),
    recipient: "sales@example.com",
    replyTo: email,
    status: "sending",
    attempts: 0,
    nextAttemptAt: new Date(),
    lastError: null,
    sentAt: null,
    createdAt: new Date(),
  };
}

/** The header block of a mail as it travelled: what every hop must be able to carry. */
const headerBlock = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/));
/** A byte past ASCII, which a header may carry only where every hop speaks SMTPUTF8. */
const BEYOND_ASCII = /[^\x20-\x7e\t\r\n]/;

describe("a notification sent by SMTP", () => {
  const servers: TestSmtpServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  /** What a mail server with these options receives of the notification for a visitor at `email`. */
  async function notifyThrough(options: { smtputf8: boolean }, email: string) {
    const server = await startSmtpServer(0, options);
    servers.push(server);
    const transport = createMailTransport({
      smtpUrl: server.url,
      dataDir: "/nonexistent",
      from: FROM,
    });
    try {
      await transport.send(notificationFrom(email));
    } finally {
      transport.close();
    }
    return server.received[0];
  }

  for (const smtputf8 of [true, false]) {
    it(`from a visitor at jörg@example.ch (RFC 6531) reaches sales through a mail server ${smtputf8 ? "with" : "without"} SMTPUTF8, and says where to write`, async () => {
      const mail = await notifyThrough({ smtputf8 }, "jörg@example.ch");
      // No header needs SMTPUTF8, so no hop on the way can refuse or mangle it.
      expect(headerBlock(mail?.raw ?? "")).not.toMatch(BEYOND_ASCII);
      expect(mail?.headers.get("reply-to")).toBeUndefined();
      expect(mail?.text).toContain("Write to jörg@example.ch yourself");
      expect(mail?.text).toContain("Email: jörg@example.ch");
    });
  }

  it("replies to an ASCII address on an internationalised domain, in its ASCII form", async () => {
    const mail = await notifyThrough({ smtputf8: false }, "info@müller.ch");
    expect(headerBlock(mail?.raw ?? "")).not.toMatch(BEYOND_ASCII);
    expect(mail?.headers.get("reply-to")).toBe("info@xn--mller-kva.ch");
    expect(mail?.text).not.toContain("yourself");
  });

  it("sent again after the mail server kept it but answered too late, carries the same Message-ID, which the receiver can drop the copy by", async () => {
    // A server that scans a mail before it says it has it, past the sender's patience.
    const server = await startSmtpServer(0, { ackDelayMs: 1_000 });
    servers.push(server);
    const transport = createMailTransport({
      smtpUrl: server.url,
      dataDir: "/nonexistent",
      from: FROM,
    });
    const mail = notificationFrom("ann@example.com");
    try {
      await expect(transport.send(mail, AbortSignal.timeout(300))).rejects.toThrow();
      // The outbox retries the same row.
      await transport.send(mail);
    } finally {
      transport.close();
    }
    expect(server.received).toHaveLength(2);
    const ids = server.received.map((received) => received.headers.get("message-id"));
    expect(ids[0]).toBe(`<${mail.id}@example.com>`);
    expect(ids[1]).toBe(ids[0]);
  });
});
