import { z } from "zod";
import { site } from "../src/site.config";

/** "true"/"1" or "false"/"0"; unset or empty takes the default. */
const booleanFlag = (fallback = false) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value ? value === "true" || value === "1" : fallback));

/** An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env files. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const MINUTE = 60_000;

/** Every setting the server reads, validated once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("build"),
  TRUST_PROXY: booleanFlag(),
  /** false on staging: every response carries X-Robots-Tag noindex and robots.txt disallows all. */
  ALLOW_INDEXING: booleanFlag(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),

  /** Embedded PostgreSQL (PGlite) and the .eml outbox live here when no server is configured. */
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: unsetIfEmpty(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** smtp://user:pass@host:587 or smtps://...; unset: mail is written to DATA_DIR/mail. */
  SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/ }).optional()),
  CONTACT_TO: unsetIfEmpty(z.email().default(site.salesEmail)),
  MAIL_FROM: unsetIfEmpty(
    z
      .string()
      .min(3)
      .default(`${site.name} website <no-reply@${site.email.split("@")[1]}>`),
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
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
  throw new ConfigError(`Invalid environment: ${problems}`);
}
