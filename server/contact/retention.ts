import { lt } from "drizzle-orm";
import { pruneVisits } from "../analytics/retention";
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

export interface HousekeepingSettings {
  rateLimitWindowMs: number;
  /** ANALYTICS_RETENTION_MONTHS: applied with counting off too, to the counts kept. */
  visitsRetentionMonths: number;
  /** Vacuum the visitor tables after a day is deleted: the embedded database (retention.ts in analytics). */
  vacuumVisits: boolean;
}

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
 * Applies the retention periods, drops finished rate-limit windows and past days'
 * visitor ids, at start-up and hourly, so the promises in the privacy policy do
 * not depend on a cron job.
 */
export function startHousekeeping(
  db: Db,
  logger: Logger,
  { rateLimitWindowMs, visitsRetentionMonths, vacuumVisits }: HousekeepingSettings,
): () => void {
  const run = async () => {
    try {
      const purged = await purgeSubmissions(db, retentionCutoff());
      await pruneRateLimits(db, rateLimitWindowMs);
      if (purged) logger.info({ event: "contact.purged", purged }, "old submissions deleted");
      await pruneVisits(db, Date.now(), {
        retentionMonths: visitsRetentionMonths,
        vacuum: vacuumVisits,
      });
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
