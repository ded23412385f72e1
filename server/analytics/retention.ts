import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  analyticsDaily,
  analyticsPageVisitors,
  analyticsSalts,
  analyticsVisitors,
} from "../db/schema";
import { utcDay } from "./visitor-id";

/** The first day whose counts are kept: `months` calendar months before today (UTC). */
export function visitsCutoff(today: string, months: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - months);
  return utcDay(day.getTime());
}

/**
 * Deletes every past day's salt and visitor ids (no id outlives its day; run
 * hourly, a day's go within the first hour of the next) and the daily counts
 * older than the retention period (ANALYTICS_RETENTION_MONTHS).
 */
export async function pruneVisits(db: Db, now: number, retentionMonths: number) {
  const today = utcDay(now);
  await db.transaction(async (tx) => {
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    await tx.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
    await tx.delete(analyticsPageVisitors).where(lt(analyticsPageVisitors.day, today));
  });
  const purged = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, visitsCutoff(today, retentionMonths)))
    .returning({ day: analyticsDaily.day });
  return { purgedRows: purged.length };
}
