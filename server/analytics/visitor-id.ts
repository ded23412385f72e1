import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsSalts } from "../db/schema";
import type { PageView } from "./page-view";

/** "2026-11-29": the UTC day a moment falls on, as the tables key it. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Plausible's daily visitor id: a hash of the day's secret salt, the site's host,
 * the client's address (its /64 for IPv6, as the rate limit counts it) and its
 * user agent. The same browser on the same network is one visitor for the day;
 * once the salt is deleted, nobody (we included) can tell which id was whose or
 * link it to another day's.
 */
export function visitorId(salt: string, siteHost: string, client: PageView["client"]): string {
  return createHash("sha256")
    .update([salt, siteHost, client.network, client.userAgent].join("\n"))
    .digest("base64url")
    .slice(0, 22);
}

export type SaltOf = (day: string, today: string) => Promise<string | undefined>;

/**
 * The salt of a day, from the table every instance shares: today's is made by
 * whichever instance needs it first; a past day's is only read, and undefined
 * once housekeeping has deleted it (its views are then dropped, never keyed with
 * a new salt). Today's is held in memory, no other day's.
 */
export function dailySalts(db: Db): SaltOf {
  let held: { day: string; salt: string } | undefined;
  return async (day, today) => {
    if (held && held.day !== today) held = undefined;
    if (held?.day === day) return held.salt;
    if (day === today) {
      const salt = randomBytes(32).toString("base64url");
      await db.insert(analyticsSalts).values({ day, salt }).onConflictDoNothing();
    }
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (row && day === today) held = { day, salt: row.salt };
    return row?.salt;
  };
}
