import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMail } from "../db/schema";

/** Delivers one outbox row; throws when the mail was not accepted. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  /** Without SMTP, .eml files go to <dataDir>/mail. */
  dataDir: string;
  from: string;
}

// Short enough that a dead server fails the attempt well within the worker's lease.
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
};

function toMessage(mail: OutboxMail, from: string) {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    from,
    to: mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Stable per outbox row: a retried delivery is recognisably the same mail.
    messageId: `<${mail.id}@${domain}>`,
    date: mail.createdAt,
  };
}

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : fileTransport(path.join(options.dataDir, "mail"), options.from);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(toMessage(mail, from));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "file",
    async send(mail) {
      const info = await composer.sendMail(toMessage(mail, from));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`,
      );
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
