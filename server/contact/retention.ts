import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { describeDbError } from "../db/errors";
import { contactSubmissions } from "../db/schema";
import type { Logger } from "../logger";
import { pruneRateLimits } from "./rate-limit";

/**
 * How long contact submissions (and their notification mails) are kept, in days.
 * The privacy policy states this figure (its test reads this constant).
 */
export const RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** Deletes submissions created before the cutoff, with their outbox rows. */
export async function purgeSubmissions(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(contactSubmissions)
    .where(lt(contactSubmissions.createdAt, cutoff))
    .returning({ id: contactSubmissions.id });
  return deleted.length;
}

export function retentionCutoff(days = RETENTION_DAYS, now = Date.now()): Date {
  return new Date(now - days * DAY_MS);
}

/**
 * Applies the retention period and drops finished rate-limit windows, at start-up
 * and hourly, so the promise in the privacy policy does not depend on a cron job.
 */
export function startHousekeeping(db: Db, logger: Logger, rateLimitWindowMs: number): () => void {
  const run = async () => {
    try {
      const purged = await purgeSubmissions(db, retentionCutoff());
      await pruneRateLimits(db, rateLimitWindowMs);
      if (purged) logger.info({ event: "contact.purged", purged }, "old submissions deleted");
    } catch (error) {
      logger.error(
        { event: "housekeeping.failed", error: describeDbError(error) },
        "housekeeping failed",
      );
    }
  };
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
