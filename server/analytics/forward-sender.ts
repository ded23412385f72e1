import { type ForwardTarget, forwardRequest } from "./forward-events";
import type { PageView } from "./page-view";

/**
 * What became of one view sent to the receiver. Neither events API takes an id
 * to drop a duplicate by, so a view is sent again only when the receiver did not
 * take it (`not_taken`); when it may have (`unsure`), it is not. A proxy's 502
 * is `not_taken` though the receiver behind it may have stored the view before
 * closing the connection, the one way a view arrives twice: 502 and 503 are what
 * a proxy answers for every view while the receiver is down (ADR 0039).
 */
export type ForwardOutcome =
  | { kind: "taken" }
  /**
   * The receiver answered no, and would again: a 4xx (not 429), a redirect, or
   * Plausible's drop. `url`: the address the view was posted to.
   */
  | { kind: "refused"; status: number; detail: string; url: string }
  /**
   * Never reached it, or it said "not now" (408, 429, 5xx but 504): sent again.
   * `status` is the answer's, none when it was not reached.
   */
  | { kind: "not_taken"; reason: string; status?: number }
  /** Cut off after the request went out: it may have been taken. */
  | { kind: "unsure"; reason: string };

export type ForwardSend = (view: PageView, signal: AbortSignal) => Promise<ForwardOutcome>;

/**
 * A receiver that has not answered in this long may still take the view: it is
 * not sent again. Longer than fetch's own 10 s to connect, so that a receiver
 * that cannot be reached fails as unreached, and its views wait for it.
 */
export const FORWARD_TIMEOUT_MS = 15_000;

/**
 * Errors raised before a request's first byte left: no connection, no name, no
 * route, no answer to the connect, or a certificate refused during the handshake.
 */
const BEFORE_SENDING =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|UND_ERR_CONNECT_TIMEOUT)$|CERT|SELF_SIGNED|^ERR_TLS_/;

/** fetch's "fetch failed" carries the socket's error as its cause, several for a host with several addresses. */
function causeCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause;
  return String(cause?.code ?? cause?.errors?.[0]?.code ?? "");
}

function failure(error: unknown, host: string, timeoutMs: number): ForwardOutcome {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError") {
    return { kind: "unsure", reason: `${host} did not answer within ${timeoutMs / 1000} s` };
  }
  if (name === "AbortError") return { kind: "unsure", reason: "stopped while sending" };
  const code = causeCode(error);
  const reason = `${host} not reached: ${code || (error instanceof Error ? error.message : String(error))}`;
  return BEFORE_SENDING.test(code) ? { kind: "not_taken", reason } : { kind: "unsure", reason };
}

/**
 * The receiver's own words for a refusal, on one line and short: Umami's
 * "Website not found." (a 400). A 404 says no events API is at the address
 * (neither answers one for a view it does not want), so ANALYTICS_FORWARD_URL
 * is what is wrong.
 */
async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  const words = text.replace(/\s+/g, " ").trim().slice(0, 200);
  if (response.status !== 404) return words;
  return `${words || "not found"}; nothing takes page views at that address: check ANALYTICS_FORWARD_URL, the instance's address without /api/…`;
}

/** Posts one view to the target's events API and says what became of it; never rejects. */
export function createForwardSender(
  target: ForwardTarget,
  timeoutMs = FORWARD_TIMEOUT_MS,
): ForwardSend {
  const host = new URL(target.endpoint).host;
  return async (view, signal) => {
    const { headers, body } = forwardRequest(target, view);
    let response: Response;
    try {
      response = await fetch(target.endpoint, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      return failure(error, host, timeoutMs);
    }
    const status = response.status;
    const refusal = status >= 400 && status < 500 && status !== 408 && status !== 429;
    const url = target.endpoint;
    if (refusal) return { kind: "refused", status, detail: await refusalDetail(response), url };
    // Any other answer's body means nothing to us; reading it frees the connection.
    await response.body?.cancel().catch(() => {});
    if (response.ok) {
      // Plausible answers 202 to a view it discards: a domain it has no site for, or a bot to it.
      const dropped = response.headers.get("x-plausible-dropped");
      return dropped && dropped !== "0"
        ? {
            kind: "refused",
            status,
            detail:
              "Plausible dropped it (x-plausible-dropped): is ANALYTICS_FORWARD_SITE a site there?",
            url,
          }
        : { kind: "taken" };
    }
    if (status >= 300 && status < 400) {
      return {
        kind: "refused",
        status,
        detail: `redirected to ${response.headers.get("location") ?? "elsewhere"}: set ANALYTICS_FORWARD_URL to the final address`,
        url,
      };
    }
    // A gateway that gave up waiting cannot say whether the receiver behind it took the view.
    if (status === 504) return { kind: "unsure", reason: `HTTP 504 from ${host}` };
    return { kind: "not_taken", reason: `HTTP ${status} from ${host}`, status };
  };
}
