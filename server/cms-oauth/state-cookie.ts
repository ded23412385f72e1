import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import type { CookieOptions, Request, Response } from "express";

/**
 * The OAuth `state` is bound to the browser that started the sign-in: the
 * callback is taken only with the value this cookie holds, so a link with someone
 * else's code (login CSRF) is refused. That the state is used once, and not after
 * ten minutes, the server keeps itself (sign-in-states.ts). `__Host-`: sent only
 * over HTTPS, only to this host, never set by a subdomain.
 */
const STATE_COOKIE = "__Host-cms-oauth-state";

/** Long enough to sign in at GitHub (with two-factor), short enough to be useless later. */
const STATE_LIFETIME_MS = 10 * 60_000;

const COOKIE_OPTIONS: CookieOptions = {
  httpOnly: true,
  secure: true,
  // GitHub's redirect back is a top-level GET from another site: Lax still sends it.
  sameSite: "lax",
  path: "/",
};

/** A new state, remembered in this browser's cookie, and when it expires. */
export function issueState(res: Response, now = Date.now()): { state: string; expiresAt: Date } {
  const state = randomBytes(32).toString("base64url");
  res.cookie(STATE_COOKIE, state, { ...COOKIE_OPTIONS, maxAge: STATE_LIFETIME_MS });
  return { state, expiresAt: new Date(now + STATE_LIFETIME_MS) };
}

/**
 * Whether the callback's state is the one this browser was given; the cookie is
 * cleared either way, so this browser does not send it again.
 */
export function takeState(req: Request, res: Response, state: string | undefined): boolean {
  const remembered = parseCookie(req.headers.cookie ?? "")[STATE_COOKIE];
  res.clearCookie(STATE_COOKIE, COOKIE_OPTIONS);
  if (!remembered || !state) return false;
  const [a, b] = [Buffer.from(remembered), Buffer.from(state)];
  return a.length === b.length && timingSafeEqual(a, b);
}
