import { isIP } from "node:net";
import { z } from "zod";
import { site } from "../src/site.config";
import {
  hasCredentials,
  isAllowedUrl,
  leadWebhookEndpoints,
  type WebhookEndpoint,
  webhookNames,
} from "./webhooks/settings";

/** "true"/"1" or "false"/"0"; unset or empty takes the default. */
const booleanFlag = (fallback = false) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value ? value === "true" || value === "1" : fallback));

/** An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env files. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** "loopback", "10.0.0.0/8", "::1": what Express's `trust proxy` accepts as an address. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For the rate limit believes: no one ("false", the default),
 * the one hop in front whoever it is ("true": safe only where no client can
 * reach the port but the proxy), or only peers at the given addresses
 * ("loopback", "10.0.0.0/8", comma-separated): a client that reaches the port
 * directly is then counted by its own address, whatever header it sends.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | string[] => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "" || trimmed === "false" || trimmed === "0") return false;
    if (trimmed === "true" || trimmed === "1") return true;
    const entries = trimmed.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not true, false, or proxy addresses (loopback, an IP, a CIDR range): ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** "https://staging.example.com": a scheme, a host and an optional port, nothing else. */
const isOrigin = (entry: string) =>
  URL.canParse(entry) &&
  /^https?:$/.test(new URL(entry).protocol) &&
  new URL(entry).origin === entry;

/** Origins besides the site's own whose pages may post the contact form (staging, previews). */
const allowedOrigins = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const entries = (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isOrigin(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not origins like https://staging.example.com (no path, no slash at the end): ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The origin of a GitHub (github.com, GitHub Enterprise, or a stand-in in tests). */
const githubUrl = z
  .string()
  .refine(isOrigin, {
    error:
      "not an origin like https://github.com or https://github.example.com (no path, no slash at the end)",
  })
  .default("https://github.com");

/** Characters a user name or password in a URL must carry percent-encoded. */
const ENCODE_HINT =
  "percent-encode @ : / ? # % in the user name and password (%40 %3A %2F %3F %23 %25; encodeURIComponent does it)";

/**
 * A connection URL with a password the URL parser takes, read other than the
 * operator meant: after a `#` the rest is a fragment (the password cut short,
 * the host gone), and a `%` without two hex digits cannot be decoded.
 */
function credentialProblem(value: string): string | undefined {
  const url = new URL(value);
  if (url.hash) return `has a # that cuts the URL short: ${ENCODE_HINT}`;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return `has a % that is not followed by two hex digits: ${ENCODE_HINT}`;
  }
  return undefined;
}

/**
 * libpq's weaker modes, which pg 8 checks as verify-full does (and warns about
 * on stderr, over several lines): the operator says what they mean instead.
 */
const STRICTER_THAN_NAMED = new Set(["prefer", "require", "verify-ca"]);

function sslmodeProblem(value: string): string | undefined {
  const params = new URL(value).searchParams;
  const mode = params.get("sslmode");
  if (!mode || !STRICTER_THAN_NAMED.has(mode) || params.get("uselibpqcompat") === "true") {
    return undefined;
  }
  return `sslmode=${mode} is checked here as sslmode=verify-full (the certificate and host name), not as psql reads it: write sslmode=verify-full, with sslrootcert=/path/to/ca.pem for a CA of your own (docs/deploy.md, "Database TLS")`;
}

/** A connection URL whose scheme matches `protocol`, its password readable as the operator meant it. */
const connectionUrl = (
  protocol: RegExp,
  example: string,
  ...checks: ((url: string) => string | undefined)[]
) =>
  z
    .url({ protocol, error: `not a URL of the right kind: expected ${example}; ${ENCODE_HINT}` })
    .superRefine((value, context) => {
      // A value the URL parser refuses has had its line already.
      if (!URL.canParse(value)) return;
      for (const check of [credentialProblem, ...checks]) {
        const problem = check(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const MINUTE = 60_000;

/** Every setting the server reads, each on its own. */
const settings = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** An address, not a name: a name that resolves elsewhere would fail only at listen. */
  HOST: z
    .string()
    .refine((host) => isIP(host) !== 0 || host === "localhost", {
      error:
        "not an IP address of this machine: use 0.0.0.0 (every interface), 127.0.0.1 (this machine only), :: or localhost",
    })
    .default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("build"),
  TRUST_PROXY: trustProxy,
  /** false on staging: every response carries X-Robots-Tag noindex and robots.txt disallows all. */
  ALLOW_INDEXING: booleanFlag(true),
  /**
   * true: HSTS covers every subdomain of the site's host as well, for two years
   * in each visitor's browser. Off by default: the site cannot know that every
   * subdomain (an intranet wiki, a mail web client) answers over HTTPS.
   */
  HSTS_INCLUDE_SUBDOMAINS: booleanFlag(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long a client has to send a whole request, head and body: past it, 408
   * and the connection closed (a body sent a byte at a time would otherwise hold
   * a connection for as long as the client likes). Its head gets a third of it.
   */
  REQUEST_TIMEOUT_MS: positiveInt(30_000),

  /** Embedded PostgreSQL (PGlite) and the .eml outbox live here when no server is configured. */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * true in production: a DATA_DIR without a database is refused rather than
   * started over empty (a data volume that failed to mount looks like a first start).
   */
  DATABASE_MUST_EXIST: booleanFlag(false),
  DATABASE_URL: unsetIfEmpty(
    connectionUrl(
      /^postgres(ql)?$/,
      "postgres://user:password@host:5432/database",
      sslmodeProblem,
    ).optional(),
  ),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://...:465; unset: mail is written to DATA_DIR/mail. */
  SMTP_URL: unsetIfEmpty(
    connectionUrl(
      /^smtps?$/,
      "smtp://user:password@host:587 or smtps://user:password@host:465",
    ).optional(),
  ),
  CONTACT_TO: unsetIfEmpty(z.email().default(site.salesEmail)),
  MAIL_FROM: unsetIfEmpty(
    z
      .string()
      .min(3)
      .default(`${site.name} website <no-reply@${site.email.split("@")[1]}>`),
  ),

  ALLOWED_ORIGINS: allowedOrigins,
  /**
   * A build-time setting (src/public-env.ts), read here only to warn when it
   * names an origin other than the one the pages were built for.
   */
  PUBLIC_SITE_URL: unsetIfEmpty(z.string().optional()),
  /**
   * A page where a visitor who asked for a demo books a time with sales (a
   * Calendly, Cal.com or Microsoft Bookings link): offered as "Pick a time now"
   * after a demo request is sent. Read at start, no rebuild needed; unset offers none.
   */
  PUBLIC_BOOKING_URL: unsetIfEmpty(
    z
      .url({
        protocol: /^https$/,
        error: "not a booking page: expected https://… (e.g. https://cal.com/your-team/demo)",
      })
      .optional(),
  ),
  /**
   * Room for every field at its longest in the costliest encoding (3 UTF-8 bytes
   * per character, each byte percent-encoded as 3): about 53 KB.
   */
  CONTACT_BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  RATE_LIMIT_MAX: positiveInt(5),
  RATE_LIMIT_WINDOW_MS: positiveInt(10 * MINUTE),

  OUTBOX_POLL_MS: positiveInt(5_000),
  OUTBOX_BACKOFF_MS: positiveInt(30_000),
  OUTBOX_BACKOFF_MAX_MS: positiveInt(60 * MINUTE),
  // With the backoff above, 80 attempts retry for just over three days: a mail
  // server that is down for a long weekend still gets every notification.
  OUTBOX_MAX_ATTEMPTS: positiveInt(80),

  /**
   * Names of the endpoints each lead is posted to (docs/deploy.md, "Lead webhooks"),
   * each with its LEAD_WEBHOOK_<NAME>_URL, _FORMAT and _SECRET, read by loadEnv.
   */
  LEAD_WEBHOOKS: webhookNames,

  /**
   * The GitHub OAuth App the CMS at /admin signs in with (docs/deploy.md):
   * both set, or neither, and then the server has no sign-in routes.
   */
  CMS_GITHUB_CLIENT_ID: unsetIfEmpty(z.string().optional()),
  CMS_GITHUB_CLIENT_SECRET: unsetIfEmpty(z.string().optional()),
  CMS_GITHUB_URL: unsetIfEmpty(githubUrl),

  /**
   * Turns on the operators' endpoint on 127.0.0.1:ADMIN_PORT (docs/decisions/0028):
   * the commands ask the running server with it when it holds the data folder.
   * Long enough that guessing it over loopback is hopeless.
   */
  ADMIN_TOKEN: unsetIfEmpty(
    z
      .string()
      .min(32, {
        error:
          "shorter than 32 characters: use a long random value, e.g. the output of `openssl rand -hex 32`",
      })
      .optional(),
  ),
  ADMIN_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /**
   * /readyz says "degraded" once a notification has waited longer than this
   * since it was queued (one that goes through is delivered within seconds).
   */
  DELIVERY_ALERT_MINUTES: positiveInt(15),

  /** "off": the server counts no page views (README, "Visits"); the counts kept stay readable. */
  ANALYTICS: unsetIfEmpty(z.enum(["on", "off"], { error: 'neither "on" nor "off"' }).default("on")),
  /** How often the views held in memory are added to the daily counts: what a crash can lose. */
  ANALYTICS_FLUSH_MS: positiveInt(5_000),
  /** How long the daily counts are kept, in months. */
  ANALYTICS_RETENTION_MONTHS: positiveInt(25),
  /**
   * An operator's own Plausible or Umami that the server sends each counted page
   * view to as well (docs/deploy.md, "Forwarding page views to Plausible or
   * Umami"); unset: views are counted here only.
   */
  ANALYTICS_FORWARD: unsetIfEmpty(
    z
      .enum(["plausible", "umami"], {
        error: 'neither "plausible" nor "umami" (unset it to forward nothing)',
      })
      .optional(),
  ),
  /** The instance's address, e.g. https://plausible.example.ch: its events API is below it. */
  ANALYTICS_FORWARD_URL: unsetIfEmpty(
    z
      .string()
      .refine(isAllowedUrl, {
        error:
          "not an https:// address like https://plausible.example.ch (plain http:// only to 127.0.0.1 or localhost)",
      })
      .refine((value) => !hasCredentials(value), {
        error:
          "has a user name or password in it (user:pass@): the events APIs take none, take it out",
      })
      .refine((value) => !/[?#]/.test(value), {
        error:
          "has a ? or # in it: give the instance's address only, e.g. https://umami.example.ch",
      })
      // The server adds the events API's path itself: given here too, it posts to /api/event/api/event.
      .refine((value) => !/\/api\/(event|send)\/*$/i.test(value), {
        error:
          "ends in /api/event or /api/send, which the server adds itself: give the instance's address without /api/…, e.g. https://plausible.example.ch",
      })
      .optional(),
  ),
  /**
   * Plausible: the site's domain as added there (default: site.url's host);
   * Umami: the website's id, a UUID from its settings.
   */
  ANALYTICS_FORWARD_SITE: unsetIfEmpty(z.string().trim().min(1).optional()),
});

/** 8-4-4-4-12 hex digits: an Umami website id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Settings = z.infer<typeof settings>;

/** What forwarding page views needs besides ANALYTICS_FORWARD, each problem on its setting. */
function forwardingProblems(env: Settings): { path: [keyof Settings]; message: string }[] {
  const {
    ANALYTICS_FORWARD: receiver,
    ANALYTICS_FORWARD_URL: url,
    ANALYTICS_FORWARD_SITE: site,
  } = env;
  if (receiver === undefined) {
    const stray = (["ANALYTICS_FORWARD_URL", "ANALYTICS_FORWARD_SITE"] as const).filter(
      (name) => env[name] !== undefined,
    );
    return stray.map((name) => ({
      path: [name],
      message:
        "set, while ANALYTICS_FORWARD is not: set ANALYTICS_FORWARD=plausible or umami to forward page views, or unset it",
    }));
  }
  const problems: { path: [keyof Settings]; message: string }[] = [];
  if (env.ANALYTICS === "off") {
    problems.push({
      path: ["ANALYTICS_FORWARD"],
      message: `set to ${receiver} while ANALYTICS=off: the server counts no page views, so it has none to forward; set ANALYTICS=on, or unset ANALYTICS_FORWARD`,
    });
  }
  if (url === undefined) {
    problems.push({
      path: ["ANALYTICS_FORWARD_URL"],
      message: `not set, while ANALYTICS_FORWARD=${receiver}: set the instance's address, e.g. https://${receiver}.example.ch`,
    });
  }
  if (receiver === "umami" && (site === undefined || !UUID.test(site))) {
    problems.push({
      path: ["ANALYTICS_FORWARD_SITE"],
      message: `${site === undefined ? "not set" : "not a website id"}, while ANALYTICS_FORWARD=umami: set the website's id from Umami (Settings, Websites, Edit), e.g. 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b`,
    });
  }
  if (receiver === "plausible" && site !== undefined && !/^[^\s/:]+$/.test(site)) {
    problems.push({
      path: ["ANALYTICS_FORWARD_SITE"],
      message: `not a domain: write the site's domain as Plausible lists it, e.g. example.ch (no https://, no path)`,
    });
  }
  return problems;
}

/** Every setting the server reads, validated once at start-up, and the pairs that go together. */
export const envSchema = settings.superRefine((env, context) => {
  // Half an OAuth App would start a server whose every sign-in fails at GitHub.
  const pair = ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"] as const;
  const [missing] = pair.filter((name) => env[name] === undefined);
  const [given] = pair.filter((name) => env[name] !== undefined);
  if (missing && given) {
    context.addIssue({
      code: "custom",
      path: [missing],
      message: `not set, while ${given} is: set both (the CMS's GitHub sign-in) or neither`,
    });
  }
  for (const issue of forwardingProblems(env)) context.addIssue({ code: "custom", ...issue });
  if (env.ADMIN_TOKEN !== undefined && env.ADMIN_PORT === env.PORT) {
    context.addIssue({
      code: "custom",
      path: ["ADMIN_PORT"],
      message: `the same as PORT (${env.PORT}): the operators' endpoint needs a port of its own, e.g. 3001`,
    });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, "LEAD_WEBHOOKS"> & {
  /** The endpoints LEAD_WEBHOOKS names, with their settings. */
  LEAD_WEBHOOKS: readonly WebhookEndpoint[];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  // Each endpoint's settings are named after it: read once its name is known good.
  const webhooks = leadWebhookEndpoints(result.data?.LEAD_WEBHOOKS ?? [], source);
  if (result.success && webhooks.issues.length === 0) {
    return { ...result.data, LEAD_WEBHOOKS: webhooks.endpoints };
  }
  const problems = [...(result.error?.issues ?? []), ...webhooks.issues]
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
  throw new ConfigError(`Invalid environment: ${problems}`);
}
