import { isIP } from "node:net";
import { z } from "zod";

/** What an endpoint is sent: the signed generic event, or a chat message (LEAD_WEBHOOK_<NAME>_FORMAT). */
export const WEBHOOK_FORMATS = ["standard", "slack", "teams"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** One target of lead events, as LEAD_WEBHOOKS and its LEAD_WEBHOOK_<NAME>_* settings describe it. */
export interface WebhookEndpoint {
  /** As written in LEAD_WEBHOOKS: what logs, `npm run outbox` and the database call it. */
  name: string;
  url: string;
  format: WebhookFormat;
  /** Standard Webhooks signing secret (`whsec_…`); optional for chat formats, which do not verify. */
  secret?: string;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** "sales-slack" → "LEAD_WEBHOOK_SALES_SLACK_URL". */
export function endpointSetting(name: string, part: "URL" | "FORMAT" | "SECRET"): string {
  return `LEAD_WEBHOOK_${name.toUpperCase().replaceAll("-", "_")}_${part}`;
}

/** The endpoint names LEAD_WEBHOOKS lists (comma-separated), each once. */
export const webhookNames = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const names = (value ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const bad = names.filter((name) => !NAME.test(name));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not endpoint names (letters, digits, - and _, e.g. crm,sales-slack): ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    const settings = names.map((name) => endpointSetting(name, "URL"));
    const twice = names.filter((_, index) => settings.indexOf(settings[index] ?? "") !== index);
    if (twice.length > 0) {
      context.addIssue({
        code: "custom",
        message: `names the same endpoint settings more than once: ${twice.join(", ")}`,
      });
      return z.NEVER;
    }
    return names;
  });

const LOOPBACK_NAMES = new Set(["localhost", "[::1]"]);

/** Plain http only to this machine: a local receiver, a test. Anything else carries leads in clear. */
export function isAllowedUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  const host = url.hostname;
  return LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith("127."));
}

/** "https://user:pass@host/…": fetch refuses to send it, and the URL would carry a password into logs. */
export const hasCredentials = (value: string) =>
  URL.canParse(value) && (new URL(value).username !== "" || new URL(value).password !== "");

/** 24 to 64 random bytes, base64, prefixed whsec_ (Standard Webhooks, "Signature scheme"). */
function isSigningSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[1] || match[1].length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1], "base64").length;
  return bytes >= 24 && bytes <= 64;
}

const GENERATE_SECRET = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`;

const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

/** The settings of one endpoint, read from the variables its name gives. */
function endpointSchema(name: string) {
  const urlName = endpointSetting(name, "URL");
  const formatName = endpointSetting(name, "FORMAT");
  const secretName = endpointSetting(name, "SECRET");
  return z
    .object({
      [urlName]: z.preprocess(
        unsetIfEmpty,
        z
          .string({
            error: `not set, while LEAD_WEBHOOKS names "${name}": set the URL lead events for it are posted to`,
          })
          .refine(isAllowedUrl, {
            error: "not an https:// URL (plain http:// only to 127.0.0.1 or localhost)",
          })
          .refine((value) => !hasCredentials(value), {
            error: `has a user name or password in it (user:pass@), which is never sent: take it out; the receiver checks the events' signature (${secretName}), or, if it cannot, keep its secret in the URL's path`,
          }),
      ),
      [formatName]: z.preprocess(
        unsetIfEmpty,
        z.enum(WEBHOOK_FORMATS, { error: `not ${WEBHOOK_FORMATS.join(", ")}` }).default("standard"),
      ),
      [secretName]: z.preprocess(
        unsetIfEmpty,
        z
          .string()
          .refine(isSigningSecret, {
            error: `not a Standard Webhooks secret (whsec_ and 24 to 64 bytes in base64): make one with ${GENERATE_SECRET}`,
          })
          .optional(),
      ),
    })
    .superRefine((values, context) => {
      if (values[formatName] === "standard" && values[secretName] === undefined) {
        context.addIssue({
          code: "custom",
          path: [secretName],
          message: `not set, while "${name}" gets standard (signed) events: make one with ${GENERATE_SECRET} and give the receiver the same`,
        });
      }
    })
    .transform(
      (values): WebhookEndpoint => ({
        name,
        url: values[urlName] as string,
        format: values[formatName] as WebhookFormat,
        ...(values[secretName] ? { secret: values[secretName] as string } : {}),
      }),
    );
}

/** The endpoints `names` lists, each read from its settings in `source`; each issue's path is the variable. */
export function leadWebhookEndpoints(names: readonly string[], source: Record<string, unknown>) {
  const endpoints: WebhookEndpoint[] = [];
  const issues: z.core.$ZodIssue[] = [];
  for (const name of names) {
    const result = endpointSchema(name).safeParse(source);
    if (result.success) endpoints.push(result.data);
    else issues.push(...result.error.issues);
  }
  return { endpoints, issues };
}
