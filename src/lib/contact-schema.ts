/**
 * The contact form's one schema, shared by the browser (before sending) and the
 * server (before storing). zod/mini keeps it small enough for the page's JS budget.
 */
import * as z from "zod/mini";

/** Offered ranges for "number of employees"; the only values the server accepts. */
export const EMPLOYEE_RANGES = [
  "1-10",
  "11-50",
  "51-200",
  "201-500",
  "501-1000",
  "1001-5000",
  "5000+",
] as const;

export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
} as const;

/**
 * Why a visitor came to the contact page, as the link that brought them says
 * (`/contact?intent=demo`); a visitor with none of these has a question of their own.
 */
export const CONTACT_INTENTS = ["demo", "pricing", "partnership", "register", "security"] as const;

export type ContactIntent = (typeof CONTACT_INTENTS)[number];

/** The purpose a link's `intent` names, or undefined for none (or one we do not know). */
export function readIntent(value: unknown): ContactIntent | undefined {
  return CONTACT_INTENTS.find((intent) => intent === value);
}

/** The form's field names, in the order the form shows them. */
export const CONTACT_FIELDS = [
  "intent",
  "firstName",
  "lastName",
  "email",
  "company",
  "numberOfEmployees",
  "subject",
  "message",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "website";

export const REQUIRED_FIELDS = ["email", "message"] as const satisfies readonly ContactField[];

/** Error codes, turned into visitor-facing words by the contact page's copy (copy/<locale>/contact.yaml). */
export const FIELD_ISSUES = [
  "required",
  "tooLong",
  "email",
  "lineBreak",
  "control",
  "invalid",
] as const;

export type FieldIssue = (typeof FIELD_ISSUES)[number];

/** CR/LF (and Unicode's line separators) in a one-line field could forge mail headers. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Control characters no person types (C0 but tab and line breaks, DEL, C1); PostgreSQL cannot even store NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Characters that are not seen but change what is: Unicode's default-ignorable
 * code points (zero-width spaces and joiners, the soft hyphen, variation
 * selectors, Hangul fillers, tag characters) and its format characters
 * (direction marks, embeddings, overrides and isolates, the BOM). In a one-line
 * field that reaches a mail's Subject they can disguise it ("Invoice U+202E
 * gpj.exe" reads "Invoice exe.jpg"). The whole class, not a list: a list
 * misses the next one.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
/** Embeddings, overrides and isolates: taken out of the message, whose other characters stay as typed. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

const noLineBreak = z.refine<string>((value) => !LINE_BREAK.test(value), "lineBreak");
const noControl = z.refine<string>((value) => !CONTROL.test(value), "control");
const noInvisible = z.refine<string>((value) => !INVISIBLE.test(value), "control");
const withoutBidiControls = z.overwrite<string>((value) => value.replace(BIDI_CONTROLS, ""));

/**
 * zod's own rule for the part before the "@", with letters and digits of any script
 * where it has ASCII ones: an internationalised address (RFC 6531, jörg@example.ch).
 */
const LOCAL_PART = /^(?:[\p{L}\p{M}\p{N}_'+-]+\.)*[\p{L}\p{M}\p{N}_'+-]*[\p{L}\p{M}\p{N}_+-]$/u;
/** One DNS label: letters, digits and inner hyphens, at most 63. */
const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters, or an internationalised one in its ASCII form (xn--p1ai). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** What a domain may be typed with, before IDNA turns it into ASCII. */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
/** Scripts whose letters pass for each other (а and a, ο and o): one label never mixes them. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * An address the sales team can reply to: a local part in any script (jörg@example.ch,
 * RFC 6531) and a domain that is a DNS name, typed in ASCII or in Unicode
 * (info@müller.ch, delivered to xn--mller-kva.ch). A label that mixes look-alike scripts ("pаypal", with a
 * Cyrillic а) is refused: it exists to pass for another domain.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at < 1 || !LOCAL_PART.test(local) || !DOMAIN_CHARACTERS.test(domain)) return false;
  const typedLabels = domain.split(".");
  const badLabel = typedLabels.some(
    (label) =>
      label.startsWith("-") ||
      label.endsWith("-") ||
      CONFUSABLE_SCRIPTS.filter((script) => script.test(label)).length > 1,
  );
  if (badLabel || !URL.canParse(`http://${domain}/`)) return false;
  const ascii = new URL(`http://${domain}/`).hostname;
  const labels = ascii.split(".");
  return (
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => DNS_LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) ?? "")
  );
}

/** An absent required value is "required"; a value of the wrong type is "invalid". */
const missingOrInvalid = (issue: { input: unknown }) =>
  issue.input === undefined ? "required" : "invalid";

const singleLine = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, "tooLong"), noLineBreak, noControl, noInvisible);

const optionalLine = (max: number) => z._default(singleLine(max), "");

export const contactSchema = z.object({
  intent: z._default(z.enum(["", ...CONTACT_INTENTS], "invalid"), ""),
  firstName: optionalLine(CONTACT_LIMITS.name),
  lastName: optionalLine(CONTACT_LIMITS.name),
  email: z
    .string({ error: missingOrInvalid })
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(CONTACT_LIMITS.email, "tooLong"),
      noLineBreak,
      noControl,
      noInvisible,
      z.refine(isEmailAddress, "email"),
    ),
  company: optionalLine(CONTACT_LIMITS.company),
  numberOfEmployees: z._default(z.enum(["", ...EMPLOYEE_RANGES], "invalid"), ""),
  subject: optionalLine(CONTACT_LIMITS.subject),
  message: z
    .string({ error: missingOrInvalid })
    .check(
      withoutBidiControls,
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(CONTACT_LIMITS.message, "tooLong"),
      noControl,
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type FieldErrors = Partial<Record<ContactField, FieldIssue>>;

export type ParsedContact =
  | { success: true; data: ContactInput }
  | { success: false; fieldErrors: FieldErrors };

/** Validates raw form values; on failure reports the first problem of each field. */
export function parseContact(values: Record<string, unknown>): ParsedContact {
  const result = contactSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= toFieldIssue(issue.message);
  }
  return { success: false, fieldErrors };
}

function toFieldIssue(message: string): FieldIssue {
  // Wrong types (a number, an array) land here with zod's own message: treat as a bad value.
  return (FIELD_ISSUES as readonly string[]).includes(message)
    ? (message as FieldIssue)
    : "invalid";
}

/** True when every problem is a missing required field: the spec's own message applies. */
export function onlyMissingFields(fieldErrors: FieldErrors): boolean {
  const issues = Object.values(fieldErrors);
  return issues.length > 0 && issues.every((issue) => issue === "required");
}

/** How a submission ended; the contact page's copy (copy/<locale>/contact.yaml) words each one. */
export const CONTACT_OUTCOMES = [
  "sent",
  "missing",
  "invalid",
  "failed",
  "rateLimited",
  "forbidden",
  "tooLarge",
] as const;

export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/**
 * What the contact action answers: the outcome; on a rejection what to show
 * again; on a send, what was sent (purpose and address, for the confirmation)
 * and, for a demo request where the operator offers one, where to book a time.
 */
export interface ContactActionData {
  outcome: ContactOutcome;
  fieldErrors?: FieldErrors;
  values?: Partial<Record<ContactField, string>>;
  bookingUrl?: string;
}
