import { emailOutbox, type OutboxMail } from "../db/schema";
import { createQueueWorker, type OutboxWorker, type QueueWorkerOptions } from "../outbox/worker";
import type { MailTransport } from "./transport";

/** A queue worker's options, with the mail transport in place of the queue it works. */
export type MailWorkerOptions = Omit<
  QueueWorkerOptions<OutboxMail>,
  "table" | "courier" | "words"
> & {
  transport: MailTransport;
};

/** The outbox worker for notification mails, sent by `transport`. */
export function createOutboxWorker(options: MailWorkerOptions): OutboxWorker {
  const { transport, ...rest } = options;
  return createQueueWorker<OutboxMail>({
    ...rest,
    table: emailOutbox,
    words: { event: "outbox", noun: "notification", retryCommand: "npm run outbox -- retry mail" },
    courier: {
      maxSendMs: transport.maxSendMs,
      send: (mail, signal) => transport.send(mail, signal),
      isPermanent: isPermanentRefusal,
      logFields: (mail) => ({ mailId: mail.id, via: transport.kind }),
      close: () => transport.close(),
    },
  });
}

/**
 * An SMTP reply in the 5xx range is a permanent refusal (RFC 5321 §4.2.1): the same
 * mail would be refused again, so retrying it for three days only hides it. A 4xx
 * reply, a timeout or a lost connection is temporary. An operator who fixed the
 * cause (a recipient, a sender the relay rejects) queues it with `outbox retry`.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
