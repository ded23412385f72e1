import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export type RateLimitVerdict =
  | { allowed: true }
  /** Whole seconds until the client's window ends, as Retry-After counts them. */
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one submission for a client in the current fixed window, or refuses it. */
  hit(key: string, now?: number): Promise<RateLimitVerdict>;
}

/**
 * How many refused clients one instance remembers. A flood from more addresses
 * than this still refuses each of them correctly, at a database write each.
 */
const REMEMBERED_REFUSALS = 10_000;

/**
 * The counter lives in the database, so every server instance sees the same
 * count, and the upsert makes concurrent hits add up exactly: the database alone
 * admits a submission. A refusal it has made holds until the window ends (a
 * window's count only grows), so the instance remembers it and refuses that
 * client's further posts without a write: a client posting in a loop past its
 * limit costs no more than a refused cross-origin post.
 */
export function createRateLimiter(db: Db, { max, windowMs }: RateLimitOptions): RateLimiter {
  const refused = new RefusedUntil(REMEMBERED_REFUSALS);
  return {
    async hit(key, now = Date.now()) {
      const windowEnd = (Math.floor(now / windowMs) + 1) * windowMs;
      const refusal: RateLimitVerdict = {
        allowed: false,
        retryAfterSeconds: Math.ceil((windowEnd - now) / 1000),
      };
      if (refused.has(key, now)) return refusal;
      const hits = await countHit(db, key, new Date(windowEnd - windowMs));
      if (hits <= max) return { allowed: true };
      refused.add(key, windowEnd, now);
      return refusal;
    },
  };
}

async function countHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

/**
 * Client keys refused until a moment, at most `capacity` of them. Windows are
 * fixed, so keys are added in the order they expire: the expired ones are always
 * at the front, and the oldest goes first when it is full.
 */
class RefusedUntil {
  readonly #until = new Map<string, number>();
  constructor(readonly capacity: number) {}

  has(key: string, now: number): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(key);
    return false;
  }

  add(key: string, until: number, now: number) {
    for (const [oldest, oldestUntil] of this.#until) {
      if (oldestUntil > now && this.#until.size < this.capacity) break;
      this.#until.delete(oldest);
    }
    this.#until.set(key, until);
  }
}

/** Drops counters of windows that have ended. */
export async function pruneRateLimits(db: Db, windowMs: number, now = Date.now()) {
  const currentWindow = new Date(Math.floor(now / windowMs) * windowMs);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, currentWindow));
}
