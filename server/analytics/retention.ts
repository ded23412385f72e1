import { lt, sql } from "drizzle-orm";
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

export interface VisitsPruning {
  /** ANALYTICS_RETENTION_MONTHS. */
  retentionMonths: number;
  /**
   * Vacuum the day's tables once a past day is deleted: the embedded database
   * runs no autovacuum, so without it a deleted day stays on disk and the
   * tables grow by every day's visitors. PostgreSQL's autovacuum does it (the
   * salts' table is set to vacuum at its first dead row, drizzle/0007), and the
   * server's role may not own the tables.
   */
  vacuum: boolean;
}

/**
 * Deletes every past day's salt and visitor ids (no id outlives its day; run
 * hourly, a day's go within the first hour of the next) and the daily counts
 * older than the retention period (ANALYTICS_RETENTION_MONTHS).
 */
export async function pruneVisits(db: Db, now: number, { retentionMonths, vacuum }: VisitsPruning) {
  const today = utcDay(now);
  const pastDays = await db.transaction(async (tx) => {
    const salts = await tx
      .delete(analyticsSalts)
      .where(lt(analyticsSalts.day, today))
      .returning({ day: analyticsSalts.day });
    await tx.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
    await tx.delete(analyticsPageVisitors).where(lt(analyticsPageVisitors.day, today));
    return salts.length;
  });
  // Once a day: the first run after midnight (UTC) finds the past day's salt.
  if (vacuum && pastDays > 0) {
    await db.execute(sql`vacuum analytics_salts, analytics_visitors, analytics_page_visitors`);
  }
  const purged = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, visitsCutoff(today, retentionMonths)))
    .returning({ day: analyticsDaily.day });
  return { purgedRows: purged.length };
}
