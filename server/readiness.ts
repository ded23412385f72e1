import type { Db } from "./db/client";
import type { Logger } from "./logger";
import { deliveryBacklog, type QueueBacklog } from "./mail/outbox-admin";
import { addressesAsHosts } from "./webhooks/redact";

/** A queue that is behind: which one, how far, and its oldest undelivered item's last error. */
export type DeliveryCause = QueueBacklog;

export interface DeliveryState {
  /** Minutes the oldest undelivered mail or lead event has waited since it was queued; 0 when none waits. */
  oldestOverdueMinutes: number;
  /** Mails and lead events given up on and not queued again. */
  failed: number;
  /** While degraded: each queue that is behind, and why. */
  causes?: DeliveryCause[];
}

export type DeliveryHealth = DeliveryState & { degraded: boolean };

/** "mail: the oldest has waited 20 minutes, 1 failed for good (last error: …)". */
function summarise(cause: DeliveryCause): string {
  const behind = [
    cause.oldestOverdueMinutes > 0
      ? `the oldest has waited ${cause.oldestOverdueMinutes} minutes`
      : "",
    cause.failed > 0 ? `${cause.failed} failed for good` : "",
  ].filter(Boolean);
  const error = cause.lastError ? ` (last error: ${cause.lastError})` : "";
  return `${cause.queue}: ${behind.join(", ")}${error}`;
}

/**
 * Delivery is in trouble when a notification or lead event has waited past the
 * threshold (a mail server that cannot be reached, a wrong host) or one was
 * given up on. The change into that state is one `error` log line naming the
 * queue and its last error, the way back one `info` line, whoever asked.
 */
export function deliveryHealthCheck(db: Db, alertMinutes: number, logger: Logger) {
  let wasDegraded = false;
  return async (): Promise<DeliveryHealth> => {
    const queues = await deliveryBacklog(db);
    const causes = queues
      .filter((queue) => queue.oldestOverdueMinutes >= alertMinutes || queue.failed > 0)
      // /readyz is for anyone who reaches the port: an address in an error (an
      // older release's webhook error, a mail server's) shows its host alone.
      .map((queue) => ({
        ...queue,
        lastError: queue.lastError === null ? null : addressesAsHosts(queue.lastError),
      }));
    const degraded = causes.length > 0;
    if (degraded && !wasDegraded) {
      logger.error(
        { event: "delivery.degraded", causes },
        `delivery is degraded: ${causes.map(summarise).join("; ")}`,
      );
    } else if (!degraded && wasDegraded) {
      logger.info(
        { event: "delivery.recovered" },
        `delivery is back on time: nothing waits past ${alertMinutes} minutes and nothing failed for good`,
      );
    }
    wasDegraded = degraded;
    return {
      oldestOverdueMinutes: Math.max(0, ...queues.map((queue) => queue.oldestOverdueMinutes)),
      failed: queues.reduce((total, queue) => total + queue.failed, 0),
      ...(degraded ? { causes } : {}),
      degraded,
    };
  };
}

/** How often the server looks at delivery by itself, so that the log says when it turns degraded. */
export const DELIVERY_WATCH_MS = 60_000;

/**
 * Runs the check every minute whether or not a monitor polls /readyz: the
 * `delivery.degraded` line then comes within a minute of the threshold.
 */
export function watchDelivery(check: () => Promise<unknown>, everyMs = DELIVERY_WATCH_MS) {
  const timer = setInterval(() => {
    // A database that does not answer is /readyz's 503 and the worker's log lines.
    check().catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export type Readiness =
  | { status: "not ready"; database: "down" }
  | { status: "ready" | "degraded"; database: "up"; delivery?: DeliveryState };

const DOWN: Readiness = { status: "not ready", database: "down" };

/**
 * What /readyz says. Degraded is still ready (200): a load balancer keeps
 * sending visitors, whose messages are stored whatever the mail does, while a
 * monitor reading the body alerts someone to fix the delivery.
 */
export async function readiness(
  databaseReady: () => Promise<boolean>,
  deliveryHealth?: () => Promise<DeliveryHealth>,
): Promise<Readiness> {
  if (!(await databaseReady())) return DOWN;
  if (!deliveryHealth) return { status: "ready", database: "up" };
  const health = await deliveryHealth().catch(() => undefined);
  if (!health) return DOWN;
  const { degraded, ...delivery } = health;
  return { status: degraded ? "degraded" : "ready", database: "up", delivery };
}
