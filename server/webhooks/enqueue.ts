import { randomUUID } from "node:crypto";
import { eventBody, type Lead } from "./lead-event";
import type { WebhookEndpoint } from "./settings";

/**
 * The webhook_deliveries rows of one lead: one event per endpoint, its body built
 * now so that every retry sends the same bytes. The id is the event's webhook-id,
 * "msg_" and 32 hex digits: no "." (the signed content joins id, time and body with
 * dots, Standard Webhooks, "Signature scheme").
 */
export function leadEvents(endpoints: readonly WebhookEndpoint[], lead: Lead) {
  return endpoints.map((endpoint) => ({
    id: `msg_${randomUUID().replaceAll("-", "")}`,
    submissionId: lead.id,
    endpoint: endpoint.name,
    body: eventBody(endpoint.format, lead),
  }));
}
