import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "../db/schema";
import { createMailTransport } from "./transport";

const root = mkdtempSync(path.join(os.tmpdir(), "mail-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mail = (id: string): OutboxMail => ({
  id,
  submissionId: "00000000-0000-4000-8000-000000000000",
  recipient: "sales@example.com",
  replyTo: "visitor@example.com",
  subject: "A visitor's message",
  text: "What the visitor wrote",
  html: "<p>What the visitor wrote</p>",
  status: "sending",
  attempts: 0,
  nextAttemptAt: new Date(),
  lastError: null,
  sentAt: null,
  createdAt: new Date("2026-11-27T10:00:00Z"),
});

/** Whether anyone but the owner may read, write or enter it. */
const openToOthers = (file: string) => (statSync(file).mode & 0o077) !== 0;

describe("notification mails written as files", () => {
  it("are readable by the server's user only, in a folder only it can open", async () => {
    const dataDir = mkdtempSync(path.join(root, "new-"));
    const transport = createMailTransport({ dataDir, from: "Site <no-reply@example.com>" });
    await transport.send(mail("11111111-1111-4111-8111-111111111111"));
    const folder = path.join(dataDir, "mail");
    const [file] = readdirSync(folder);
    expect(readFileSync(path.join(folder, file ?? ""), "utf8")).toContain("What the visitor wrote");
    expect(openToOthers(folder)).toBe(false);
    expect(openToOthers(path.join(folder, file ?? ""))).toBe(false);
  });

  it("close a mail folder that an earlier release left open to every user", async () => {
    const dataDir = mkdtempSync(path.join(root, "old-"));
    mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    const transport = createMailTransport({ dataDir, from: "Site <no-reply@example.com>" });
    await transport.send(mail("22222222-2222-4222-8222-222222222222"));
    expect(openToOthers(path.join(dataDir, "mail"))).toBe(false);
  });
});
