import { lookup } from "node:dns/promises";
import { connect } from "node:net";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { endpointSetting } from "./webhooks/settings";

/** A host the server delivers to, named by the setting an operator would fix. */
export interface DeliveryTarget {
  setting: string;
  url: string;
}

/** Where the server's deliveries go: the mail server, and each lead webhook. */
export function deliveryTargets(env: Env): DeliveryTarget[] {
  return [
    ...(env.SMTP_URL ? [{ setting: "SMTP_URL", url: env.SMTP_URL }] : []),
    ...env.LEAD_WEBHOOKS.map((endpoint) => ({
      setting: endpointSetting(endpoint.name, "URL"),
      url: endpoint.url,
    })),
  ];
}

/** The port a client of each scheme connects to when the URL names none (nodemailer: 587, 465). */
const DEFAULT_PORTS: Record<string, number> = {
  "smtp:": 587,
  "smtps:": 465,
  "http:": 80,
  "https:": 443,
};

const TIMEOUT_MS = 5_000;

/**
 * Checks that each target's host resolves and accepts a TCP connection (nothing
 * is sent), and logs one warning per one that does not, naming its setting: a
 * wrong host is then seen at start rather than days later. Never throws; the
 * caller does not wait for it.
 */
export async function checkDeliveryTargets(
  targets: readonly DeliveryTarget[],
  logger: Logger,
  timeoutMs = TIMEOUT_MS,
): Promise<void> {
  await Promise.all(
    targets.map(async ({ setting, url }) => {
      const { hostname, port, protocol } = new URL(url);
      const host = hostname.replace(/^\[|\]$/g, "");
      const problem = await reach(host, Number(port) || DEFAULT_PORTS[protocol] || 0, timeoutMs);
      if (!problem) return;
      logger.warn(
        { event: "delivery.unreachable", setting, host, error: problem.error },
        `${setting} host ${host} ${problem.what}: check the setting`,
      );
    }),
  );
}

interface Problem {
  /** What went wrong, in the words of the message: "does not resolve (ENOTFOUND)". */
  what: string;
  /** The code alone, for a log query. */
  error: string;
}

async function reach(host: string, port: number, timeoutMs: number): Promise<Problem | undefined> {
  let address: string;
  try {
    address = (await withTimeout(lookup(host), timeoutMs)).address;
  } catch (error) {
    const code = codeOf(error);
    return { what: `does not resolve (${code})`, error: code };
  }
  const refused = await new Promise<string | undefined>((resolve) => {
    const socket = connect({ host: address, port });
    const done = (outcome: string | undefined) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(timeoutMs, () => done("ETIMEDOUT"));
    socket.once("connect", () => done(undefined));
    socket.once("error", (error) => done(codeOf(error)));
  });
  if (!refused) return undefined;
  return refused === "ETIMEDOUT"
    ? {
        what: `(${address}) did not answer on port ${port} within ${timeoutMs / 1000} s`,
        error: refused,
      }
    : { what: `(${address}) refuses a connection on port ${port} (${refused})`, error: refused };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : String(error);
}
