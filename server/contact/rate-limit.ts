import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Counts one submission for a client in the current fixed window and says whether
 * it is within the limit. The counter lives in the database, so every server
 * instance sees the same count; the upsert makes concurrent hits add up exactly.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  { max, windowMs }: RateLimitOptions,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 1) <= max;
}

/** Drops counters of windows that have ended. */
export async function pruneRateLimits(db: Db, windowMs: number, now = Date.now()) {
  const currentWindow = new Date(Math.floor(now / windowMs) * windowMs);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, currentWindow));
}
