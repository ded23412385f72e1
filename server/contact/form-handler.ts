import {
  CONTACT_FIELDS,
  type ContactActionData,
  type ContactField,
  HONEYPOT_FIELD,
  onlyMissingFields,
  parseContact,
} from "../../src/lib/contact-schema";
import type { Logger } from "../logger";
import type { ContactFormPage } from "../mail/notification";
import { clientKey } from "./client-key";
import type { FormOrigins } from "./form-origins";
import { readLeadSource } from "./lead-source";
import type { ContactService } from "./service";

export interface ContactReply {
  status: number;
  data: ContactActionData;
  /** With a 429: whole seconds until the client may post again. */
  retryAfterSeconds?: number;
}

export interface ContactFormHandlerOptions {
  service: ContactService;
  logger: Logger;
  bodyLimitBytes: number;
  /** The origins whose pages may post the form (form-origins.ts). */
  origins: FormOrigins;
  /** Where a visitor who asked for a demo books a time (PUBLIC_BOOKING_URL); none offers none. */
  bookingUrl?: string;
}

/**
 * Handles one POST of the contact form, from raw request to the visitor's answer;
 * `form` is the contact page it was posted to (English or German).
 */
export type ContactFormHandler = (
  request: Request,
  clientIp: string | undefined,
  form: ContactFormPage,
) => Promise<ContactReply>;

const FORM_TYPE = "application/x-www-form-urlencoded";

class BodyTooLarge extends Error {}

export function createContactFormHandler(options: ContactFormHandlerOptions): ContactFormHandler {
  const { service, logger, origins } = options;

  const reject = (status: number, data: ContactActionData, reason: string): ContactReply => {
    logger.warn({ event: "contact.rejected", reason, status }, "contact submission rejected");
    return { status, data };
  };

  return async (request, clientIp, form) => {
    const foreign = foreignPage(request, origins);
    if (foreign !== undefined) {
      // The one refusal an operator's own setting can cause: the line says which.
      logger.warn(
        {
          event: "contact.rejected",
          reason: "cross-origin",
          status: 403,
          origin: foreign,
          builtFor: origins.builtFor,
        },
        `contact form refused a post from a page at ${foreign}: the pages were built for ${origins.builtFor} (PUBLIC_SITE_URL at build time); if that page is this site's, add its origin to ALLOWED_ORIGINS`,
      );
      return { status: 403, data: { outcome: "forbidden" } };
    }
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) {
      return reject(415, { outcome: "invalid" }, "content-type");
    }
    let body: string;
    try {
      body = await readBody(request, options.bodyLimitBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return reject(413, { outcome: "tooLarge" }, "body-size");
      throw error;
    }
    const params = new URLSearchParams(body);

    // Any value counts, in any copy of the field: a bot sending it twice must not slip through.
    if (params.getAll(HONEYPOT_FIELD).some((value) => value !== "")) {
      // Bots get the answer people get, so they learn nothing; nothing is stored.
      logger.warn({ event: "contact.honeypot", client: clientKey(clientIp) }, "honeypot filled");
      return { status: 200, data: { outcome: "sent" } };
    }

    const raw: Record<string, unknown> = {};
    const values: Partial<Record<ContactField, string>> = {};
    for (const field of CONTACT_FIELDS) {
      const all = params.getAll(field);
      // A field sent twice is not something our form does: refuse rather than guess.
      raw[field] = all.length > 1 ? all : all[0];
      if (all[0] !== undefined) values[field] = all[0];
    }
    const parsed = parseContact(raw);
    if (!parsed.success) {
      const outcome = onlyMissingFields(parsed.fieldErrors) ? "missing" : "invalid";
      return reject(400, { outcome, fieldErrors: parsed.fieldErrors, values }, outcome);
    }

    const source = readLeadSource(params, request.headers.get("referer"), (origin) =>
      origins.accepts(origin),
    );
    const result = await service.submit(parsed.data, clientKey(clientIp), form, source);
    if (result.outcome === "sent") {
      const { intent, email } = parsed.data;
      // What the confirmation says was sent; a demo request may book its time at once.
      const booking =
        intent === "demo" && options.bookingUrl ? { bookingUrl: options.bookingUrl } : {};
      return { status: 200, data: { outcome: "sent", values: { intent, email }, ...booking } };
    }
    if (result.outcome === "rateLimited") {
      const { retryAfterSeconds } = result;
      return { status: 429, data: { outcome: "rateLimited", values }, retryAfterSeconds };
    }
    return { status: 503, data: { outcome: "failed", values } };
  };
}

/** How much of a foreign Origin or Referer the log keeps: it is the sender's to make up. */
const LOGGED_SOURCE_LENGTH = 120;

/**
 * The origin of the page a POST comes from when it is not one of ours;
 * undefined when it is. A browser always names it (Origin, or at least Referer).
 * Clients that send neither are not browsers, and a forged header would not stop
 * them anyway.
 */
function foreignPage(request: Request, origins: FormOrigins): string | undefined {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (source === null) return undefined;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    // "null" or garbage: an opaque origin is never ours.
    return source.slice(0, LOGGED_SOURCE_LENGTH);
  }
  // No browser puts user info in either header: "https://ours@evil.example" is a trick.
  if (url.username !== "" || url.password !== "") return source.slice(0, LOGGED_SOURCE_LENGTH);
  return origins.accepts(url.origin) ? undefined : url.origin.slice(0, LOGGED_SOURCE_LENGTH);
}

/**
 * Past this, an oversized body is cut off rather than read to its end: the
 * visitor's browser may not see the 413 then, but nobody sends this much by mistake.
 */
const DRAIN_LIMIT_FACTOR = 16;

/**
 * The body as text, up to `limit` bytes. A larger one is still read to its end
 * (and thrown away) before the answer, up to DRAIN_LIMIT_FACTOR times the limit:
 * a server that stops reading and closes the connection resets it, and the
 * sender never sees the 413 that says why.
 */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  const drainLimit = limit * DRAIN_LIMIT_FACTOR;
  if (declared > drainLimit) throw new BodyTooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > drainLimit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) throw new BodyTooLarge();
  return Buffer.concat(chunks).toString("utf8");
}
