import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

/**
 * The receiver's side of Standard Webhooks, written here from the specification
 * ("Signature scheme") rather than with the library the server signs with, so
 * that each checks the other: base64 HMAC-SHA256 of "id.timestamp.body", keyed
 * with the secret's bytes after "whsec_".
 */
export function standardSignature(secret: string, id: string, timestamp: string, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** Whether any of the space-separated signatures is the one `secret` makes. */
export function signatureMatches(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  const expected = Buffer.from(standardSignature(secret, headers.id, headers.timestamp, body));
  return headers.signature.split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface ReceivedEvent {
  id: string;
  timestamp: string;
  signed: boolean;
  body: string;
  contentType: string | undefined;
  /** What the receiver answered; undefined while it holds the request. */
  status: number | undefined;
}

/** How the receiver answers its nth request (from 1): a status, or "hold" (never answers). */
export type Answer = (n: number) => number | "hold";

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedEvent[];
  /** Distinct webhook-ids accepted with a good signature: what a receiver that drops duplicates keeps. */
  accepted(): Set<string>;
  stop(): Promise<void>;
}

/** A receiver on 127.0.0.1 that checks every request's signature and counts them. */
export async function startWebhookReceiver(options: {
  secret?: string;
  port?: number;
  answer?: Answer;
  onRequest?: (event: ReceivedEvent) => void;
}): Promise<WebhookReceiver> {
  const received: ReceivedEvent[] = [];
  const answer = options.answer ?? (() => 200);
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const header = (name: string) => String(request.headers[name] ?? "");
    const event: ReceivedEvent = {
      id: header("webhook-id"),
      timestamp: header("webhook-timestamp"),
      signed:
        options.secret !== undefined &&
        signatureMatches(
          options.secret,
          {
            id: header("webhook-id"),
            timestamp: header("webhook-timestamp"),
            signature: header("webhook-signature"),
          },
          body,
        ),
      body,
      contentType: request.headers["content-type"],
      status: undefined,
    };
    received.push(event);
    options.onRequest?.(event);
    const status = answer(received.length);
    if (status === "hold") return;
    event.status = status;
    response.writeHead(
      status,
      status >= 300 && status < 400 ? { location: "https://elsewhere.example/" } : {},
    );
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}/hooks/lead`,
    port: address.port,
    received,
    accepted: () =>
      new Set(
        received
          .filter((event) => event.signed && event.status !== undefined && event.status < 300)
          .map((event) => event.id),
      ),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
