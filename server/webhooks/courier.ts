import { eq, notInArray, type SQL } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { type WebhookDelivery, webhookDeliveries } from "../db/schema";
import {
  type Courier,
  createQueueWorker,
  type OutboxWorker,
  type QueueWorkerOptions,
  workerLanes,
} from "../outbox/worker";
import { withoutUrl } from "./redact";
import type { WebhookEndpoint } from "./settings";

/** A receiver that has not answered in this long is retried later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A refusal that would recur on every retry: the delivery is failed at once. */
class PermanentFailure extends Error {}

/**
 * 2xx delivered; 408, 429 and 5xx are the receiver's passing trouble; any other
 * answer (a 4xx, a redirect) will be the same next time.
 */
function refusal(status: number, endpoint: string): Error {
  if (status >= 300 && status < 400) {
    return new PermanentFailure(
      `HTTP ${status} from "${endpoint}": redirects are not followed, set its URL to the final address and queue it again (npm run outbox -- retry webhooks)`,
    );
  }
  if (status === 408 || status === 429 || status >= 500) {
    return new Error(`HTTP ${status} from "${endpoint}"`);
  }
  return new PermanentFailure(
    `HTTP ${status} from "${endpoint}": the receiver refused the event; fix the endpoint or its settings, then npm run outbox -- retry webhooks`,
  );
}

/** "connect ECONNREFUSED 127.0.0.1:8080" rather than fetch's bare "fetch failed". */
function networkError(error: unknown, endpoint: string, url: URL): Error {
  if (error instanceof Error && error.name === "TimeoutError") {
    return new Error(
      `"${endpoint}" (${url.host}) did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`,
    );
  }
  const cause = (error as { cause?: { message?: string } } | null)?.cause?.message;
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`"${endpoint}" (${url.host}) not reached: ${withoutUrl(cause ?? message, url)}`);
}

/**
 * Posts lead events to the endpoints LEAD_WEBHOOKS names, signed as Standard
 * Webhooks says: the webhook-id is the delivery's (the same on every retry, the
 * receiver's key to drop a duplicate), the timestamp the attempt's. Chat formats
 * get the same headers; without a secret, no signature.
 * Errors and logs name the endpoint and its host, never the URL: Slack's and
 * Teams' webhook URLs are secrets in their path.
 */
export function createWebhookCourier(
  endpoints: readonly WebhookEndpoint[],
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Courier<WebhookDelivery> {
  const signers = new Map(
    endpoints.map((endpoint) => [
      endpoint.name,
      { endpoint, signer: endpoint.secret ? new Webhook(endpoint.secret) : undefined },
    ]),
  );
  return {
    maxSendMs: timeoutMs,
    async send(delivery, signal) {
      const target = signers.get(delivery.endpoint);
      if (!target) {
        throw new PermanentFailure(
          `endpoint "${delivery.endpoint}" is not in LEAD_WEBHOOKS any more: add it back with its settings, then npm run outbox -- retry webhooks`,
        );
      }
      const { endpoint, signer } = target;
      const sentAt = new Date();
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "webhook-id": delivery.id,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      };
      if (signer) headers["webhook-signature"] = signer.sign(delivery.id, sentAt, delivery.body);
      let response: Response;
      try {
        response = await fetch(endpoint.url, {
          method: "POST",
          headers,
          body: delivery.body,
          redirect: "manual",
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        });
      } catch (error) {
        throw networkError(error, endpoint.name, new URL(endpoint.url));
      }
      // The answer's body means nothing to us; reading it frees the connection.
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw refusal(response.status, endpoint.name);
    },
    isPermanent: (error) => error instanceof PermanentFailure,
    logFields: (delivery) => ({ webhookId: delivery.id, endpoint: delivery.endpoint }),
    close() {},
  };
}

export interface WebhookWorkerOptions
  extends Omit<QueueWorkerOptions<WebhookDelivery>, "table" | "courier" | "words"> {
  endpoints: readonly WebhookEndpoint[];
  timeoutMs?: number;
}

/**
 * The outbox worker for lead events: the mail worker's core, one lane per
 * endpoint. A receiver that hangs holds up its own events only (each endpoint's
 * still go one at a time, oldest first); another endpoint's are posted as they
 * come. One more lane fails the events of endpoints LEAD_WEBHOOKS no longer names.
 */
export function createWebhookWorker({
  endpoints,
  timeoutMs,
  ...options
}: WebhookWorkerOptions): OutboxWorker {
  const lane = (laneEndpoints: readonly WebhookEndpoint[], only: SQL | undefined) =>
    createQueueWorker<WebhookDelivery>({
      ...options,
      table: webhookDeliveries,
      courier: createWebhookCourier(laneEndpoints, timeoutMs),
      words: {
        event: "webhook",
        noun: "lead event",
        retryCommand: "npm run outbox -- retry webhooks",
      },
      only,
    });
  const names = endpoints.map((endpoint) => endpoint.name);
  return workerLanes([
    ...endpoints.map((endpoint) => lane([endpoint], eq(webhookDeliveries.endpoint, endpoint.name))),
    lane([], names.length > 0 ? notInArray(webhookDeliveries.endpoint, names) : undefined),
  ]);
}
