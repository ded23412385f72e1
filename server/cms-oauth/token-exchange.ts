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
  | { reason: "unreadable"; cause: "too_large" | "not_json" };

/** GitHub answers 200 for a refused code too, with `error` instead of a token. */
const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string().max(100) }),
]);

/** Long enough for a slow GitHub, shorter than the request timeout of the sign-in window. */
export const EXCHANGE_TIMEOUT_MS = 10_000;

/**
 * GitHub's answer is a few hundred bytes. Anything past this is not GitHub (a proxy's
 * page, a hostile or broken server): reading it whole would let it fill the server's
 * memory for the ten seconds of the timeout.
 */
export const MAX_ANSWER_BYTES = 64 * 1024;

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
  let body: string | undefined;
  try {
    body = await readBounded(response, MAX_ANSWER_BYTES);
  } catch (error) {
    // The timeout, or a connection lost mid-answer.
    return { failure: { reason: "unreachable", cause: causeOf(error) } };
  }
  if (body === undefined) return { failure: { reason: "unreadable", cause: "too_large" } };
  const answer = tokenAnswer.safeParse(parseJson(body));
  if (!answer.success) return { failure: { reason: "unreadable", cause: "not_json" } };
  if ("access_token" in answer.data) return { token: answer.data.access_token };
  return { failure: { reason: "refused", error: answer.data.error } };
}

/**
 * The answer's body as text, or undefined once it passes `limit` bytes: reading stops
 * there and the connection is dropped, however much more the other side sends.
 */
async function readBounded(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    length += chunk.byteLength;
    if (length > limit) {
      // Leaving the loop early cancels the stream, which closes the connection.
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** "ECONNREFUSED", "TimeoutError": what an operator can look up, without a stack. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.name : "unknown";
}
