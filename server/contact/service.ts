import type { ContactInput } from "../../src/lib/contact-schema";
import type { Db } from "../db/client";
import { describeDbError } from "../db/errors";
import { contactSubmissions, emailOutbox, webhookDeliveries } from "../db/schema";
import type { Logger } from "../logger";
import { type ContactFormPage, composeNotification } from "../mail/notification";
import { leadEvents } from "../webhooks/enqueue";
import type { WebhookEndpoint } from "../webhooks/settings";
import { contactRecord } from "./contact-record";
import type { LeadSource } from "./lead-source";
import { createRateLimiter, type RateLimitOptions } from "./rate-limit";

export type StoreResult =
  | { outcome: "sent" }
  | { outcome: "rateLimited"; retryAfterSeconds: number }
  | { outcome: "failed" };

export interface ContactServiceOptions {
  db: Db;
  logger: Logger;
  /** The sales inbox that is told about each submission. */
  recipient: string;
  rateLimit: RateLimitOptions;
  /** The endpoints each submission's lead event is queued for (LEAD_WEBHOOKS); none when unset. */
  webhooks?: readonly WebhookEndpoint[];
  /** Called after a submission, its notification and its lead events are committed. */
  onStored?: () => void;
}

export interface ContactService {
  /**
   * Stores a validated submission, posted to `form` by a visitor who came from
   * `source`, and queues its notification, or says why not.
   */
  submit(
    input: ContactInput,
    clientKey: string,
    form: ContactFormPage,
    source: LeadSource,
  ): Promise<StoreResult>;
}

export function createContactService(options: ContactServiceOptions): ContactService {
  const { db, logger } = options;
  const rateLimiter = createRateLimiter(db, options.rateLimit);
  return {
    async submit(input, clientKey, form, source) {
      try {
        const verdict = await rateLimiter.hit(clientKey);
        if (!verdict.allowed) {
          logger.warn(
            { event: "contact.rate_limited", client: clientKey },
            "contact rate limit hit",
          );
          return { outcome: "rateLimited", retryAfterSeconds: verdict.retryAfterSeconds };
        }
        const mail = composeNotification(input, form, source);
        // The spec's "send-contact-email" step, made durable: the notification and
        // the lead events are committed with the submission, or none of them is.
        const submissionId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactSubmissions)
            .values({
              ...contactRecord(input),
              language: form.lang,
              intent: input.intent || null,
              sourcePage: source.page,
              previousPage: source.previousPage,
              referrerHost: source.referrerHost,
              utmSource: source.utm.source,
              utmMedium: source.utm.medium,
              utmCampaign: source.utm.campaign,
              utmTerm: source.utm.term,
              utmContent: source.utm.content,
            })
            .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
          if (!row) throw new Error("insert returned no row");
          await tx.insert(emailOutbox).values({
            submissionId: row.id,
            recipient: options.recipient,
            replyTo: input.email,
            ...mail,
          });
          const events = leadEvents(options.webhooks ?? [], {
            ...row,
            input,
            form,
            source,
          });
          if (events.length > 0) await tx.insert(webhookDeliveries).values(events);
          return row.id;
        });
        logger.info({ event: "contact.stored", submissionId }, "contact submission stored");
        options.onStored?.();
        return { outcome: "sent" };
      } catch (error) {
        logger.error(
          { event: "contact.store_failed", error: describeDbError(error) },
          "contact submission not stored",
        );
        return { outcome: "failed" };
      }
    },
  };
}
