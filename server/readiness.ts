import type { Db } from "./db/client";
import { type DeliveryBacklog, deliveryBacklog } from "./mail/outbox-admin";

export type DeliveryHealth = DeliveryBacklog & { degraded: boolean };

/**
 * Delivery is in trouble when a notification has waited past the threshold (a
 * mail server that cannot be reached, a wrong host) or one was given up on.
 */
export function deliveryHealthCheck(db: Db, alertMinutes: number) {
  return async (): Promise<DeliveryHealth> => {
    const backlog = await deliveryBacklog(db);
    return {
      ...backlog,
      degraded: backlog.oldestOverdueMinutes >= alertMinutes || backlog.failed > 0,
    };
  };
}

export type Readiness =
  | { status: "not ready"; database: "down" }
  | { status: "ready" | "degraded"; database: "up"; delivery?: DeliveryBacklog };

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
