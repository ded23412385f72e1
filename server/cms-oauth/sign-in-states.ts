import { createHash } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { cmsSignInStates } from "../db/schema";

/**
 * The sign-ins under way, so that each state is good for one callback. The browser's
 * cookie binds a state to the browser that started the sign-in, but it cannot stop a
 * callback (code, state and cookie together) from being sent twice, and its
 * ten-minute lifetime is only what the browser is asked to honour. So the server
 * keeps each state it issues until it is used or expires, in the database every
 * instance shares: an editor may start on one instance and come back on another, and
 * a callback is taken once, by whichever instance sees it first.
 */
export interface SignInStates {
  /** Keeps a state just issued until `expiresAt`. */
  remember(state: string, expiresAt: Date): Promise<void>;
  /** True for a state issued, not yet used and not expired; it is used from then on. */
  take(state: string, now?: Date): Promise<boolean>;
}

/**
 * A hash, not the state: the table holds nothing a reader of the database could
 * finish someone's sign-in with.
 */
const hashOf = (state: string) => createHash("sha256").update(state).digest("base64url");

export function signInStatesIn(db: Db): SignInStates {
  return {
    async remember(state, expiresAt) {
      // Expired states are dropped here: a sign-in is rare, the table stays a few rows.
      await db.delete(cmsSignInStates).where(lt(cmsSignInStates.expiresAt, new Date()));
      await db.insert(cmsSignInStates).values({ stateHash: hashOf(state), expiresAt });
    },
    async take(state, now = new Date()) {
      // One statement: of two callbacks with the same state, on any instances, one deletes the row.
      const taken = await db
        .delete(cmsSignInStates)
        .where(
          and(eq(cmsSignInStates.stateHash, hashOf(state)), gt(cmsSignInStates.expiresAt, now)),
        )
        .returning({ stateHash: cmsSignInStates.stateHash });
      return taken.length === 1;
    },
  };
}
