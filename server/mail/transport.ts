import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMail } from "../db/schema";
import { canBeReplyTo } from "./notification";

/** Delivers one outbox row; throws when the mail was not accepted, or when `signal` cut it off. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  /** The longest one send can take before it succeeds or fails: the worker's claim outlasts it. */
  readonly maxSendMs: number;
  send(mail: OutboxMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  /** Without SMTP, .eml files go to <dataDir>/mail. */
  dataDir: string;
  from: string;
}

/**
 * A server that does not answer at all fails fast (DNS, connection, greeting),
 * so a hanging mail server costs an attempt seconds, not minutes. Once it talks,
 * it gets two minutes for each reply: a server that scans a mail before it
 * acknowledges the data may take more than 30 s, and giving up then (while it
 * goes on to deliver) sends the same mail twice.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 2 * 60_000,
};

/** Replies a send waits for at most: EHLO, STARTTLS, EHLO again, AUTH, MAIL, RCPT, DATA, the end of data. */
const SMTP_REPLIES = 8;

/** Each timeout at its longest, one after the other: nodemailer gives up on a send by then. */
export const SMTP_MAX_SEND_MS =
  SMTP_TIMEOUTS.dnsTimeout +
  SMTP_TIMEOUTS.connectionTimeout +
  SMTP_TIMEOUTS.greetingTimeout +
  SMTP_TIMEOUTS.socketTimeout * SMTP_REPLIES;

/** Writing one .eml file to local disk. */
const FILE_MAX_SEND_MS = 60_000;

function toMessage(mail: OutboxMail, from: string) {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    from,
    to: mail.recipient,
    // No Reply-To that would need SMTPUTF8: the mail's text says where to write instead.
    replyTo: canBeReplyTo(mail.replyTo) ? mail.replyTo : undefined,
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
    maxSendMs: SMTP_MAX_SEND_MS,
    async send(mail, signal) {
      await transporter.sendMail({ ...toMessage(mail, from), signal });
    },
    close: () => transporter.close(),
  };
}

/**
 * The mails hold what visitors wrote: the folder and its files are the server
 * user's alone, as the database folder is.
 */
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

function fileTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let folderReady: Promise<void> | undefined;
  // mkdir's mode holds for a new folder only; one an earlier release made open to all is closed too.
  const prepareFolder = async () => {
    await mkdir(dir, { recursive: true, mode: MAIL_DIR_MODE });
    await chmod(dir, MAIL_DIR_MODE);
  };
  return {
    kind: "file",
    maxSendMs: FILE_MAX_SEND_MS,
    async send(mail, signal) {
      signal?.throwIfAborted();
      const info = await composer.sendMail(toMessage(mail, from));
      folderReady ??= prepareFolder().catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const file = path.join(
        dir,
        `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`,
      );
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: MAIL_FILE_MODE });
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
