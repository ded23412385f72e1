import { z } from "zod";

export interface OAuthApp {
  /** https://github.com, or a GitHub Enterprise Server. */
  githubUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Why no token came back, in words fit for a log line: never the code, the
 * secret, or what GitHub wrote about them.
 */
export type ExchangeFailure =
  | { reason: "unreachable"; cause: string }
  | { reason: "status"; status: number }
  | { reason: "refused"; error: string }
  | { reason: "unreadable" };

/** GitHub answers 200 for a refused code too, with `error` instead of a token. */
const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string().max(100) }),
]);

/** Long enough for a slow GitHub, shorter than the request timeout of the sign-in window. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** Trades the code GitHub sent the sign-in window back with for an access token. */
export async function exchangeCode(
  app: OAuthApp,
  code: string,
  redirectUri: string,
): Promise<{ token: string } | { failure: ExchangeFailure }> {
  let response: Response;
  try {
    response = await fetch(`${app.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    return { failure: { reason: "unreachable", cause: causeOf(error) } };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { failure: { reason: "status", status: response.status } };
  }
  const answer = tokenAnswer.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) return { failure: { reason: "unreadable" } };
  if ("access_token" in answer.data) return { token: answer.data.access_token };
  return { failure: { reason: "refused", error: answer.data.error } };
}

/** "ECONNREFUSED", "TimeoutError": what an operator can look up, without a stack. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.name : "unknown";
}
