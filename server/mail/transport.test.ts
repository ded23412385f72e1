import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "../db/schema";
import { makeCertificates } from "../test-support/certificates";
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

describe("notification mails over SMTP on port 587 (smtp://)", () => {
  /** Every character docs/deploy.md says to percent-encode, in a real password. */
  const password = "p@ss:w/rd?#50%";
  const certificates = makeCertificates(mkdtempSync(path.join(root, "certs-")));
  const trustedByDefault = tls.getCACertificates("default");
  afterAll(() => tls.setDefaultCACertificates(trustedByDefault));

  /** What the server saw of each mail: whether the session was encrypted when it signed in and sent. */
  async function mailServer({ startTls = true } = {}) {
    const seen: { user: string; encryptedAtLogin: boolean; encryptedAtData: boolean }[] = [];
    let login = { user: "", encrypted: false };
    const server = new SMTPServer({
      key: readFileSync(certificates.keyFile),
      cert: readFileSync(certificates.certFile),
      disabledCommands: startTls ? [] : ["STARTTLS"],
      // Credentials in the clear are the client's choice to make, not the server's to refuse.
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, session, callback) {
        if (auth.password !== password) return callback(new Error("wrong password"));
        login = { user: auth.username ?? "", encrypted: session.secure };
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          seen.push({
            user: login.user,
            encryptedAtLogin: login.encrypted,
            encryptedAtData: session.secure,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const url = (query = "") =>
      `smtp://mailer:${encodeURIComponent(password)}@127.0.0.1:${port}${query}`;
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    return { seen, url, close };
  }

  const send = async (smtpUrl: string) => {
    const transport = createMailTransport({
      smtpUrl,
      dataDir: root,
      from: "Site <no-reply@example.com>",
    });
    try {
      await transport.send(mail("33333333-3333-4333-8333-333333333333"));
    } finally {
      transport.close();
    }
  };

  it("upgrade to TLS with STARTTLS before signing in, with a password percent-encoded in SMTP_URL", async () => {
    // As NODE_EXTRA_CA_CERTS=/path/to/ca.pem does for the server (docs/deploy.md).
    tls.setDefaultCACertificates([...trustedByDefault, readFileSync(certificates.caFile, "utf8")]);
    const server = await mailServer();
    try {
      await send(server.url());
      expect(server.seen).toEqual([
        { user: "mailer", encryptedAtLogin: true, encryptedAtData: true },
      ]);
    } finally {
      await server.close();
    }
  });

  it("are not sent to a server whose certificate no CA this machine trusts signed", async () => {
    tls.setDefaultCACertificates(trustedByDefault);
    const server = await mailServer();
    try {
      await expect(send(server.url())).rejects.toThrow(/certificate/);
      expect(server.seen).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("are not sent in the clear with requireTLS=true when the server offers no STARTTLS", async () => {
    const server = await mailServer({ startTls: false });
    try {
      await expect(send(server.url("?requireTLS=true"))).rejects.toThrow(/STARTTLS/);
      expect(server.seen).toEqual([]);
      // Without it, nodemailer signs in and sends in the clear: what the guide warns of.
      await send(server.url());
      expect(server.seen).toEqual([
        { user: "mailer", encryptedAtLogin: false, encryptedAtData: false },
      ]);
    } finally {
      await server.close();
    }
  });
});
