import {
  CONTACT_FIELDS,
  CONTACT_OUTCOMES,
  type ContactActionData,
  FIELD_ISSUES,
  type FieldErrors,
} from "./contact-schema";

/** Longer than any answer of ours takes; after it the visitor may send again. */
export const SEND_TIMEOUT_MS = 20_000;

const FAILED: ContactActionData = { outcome: "failed" };

/**
 * Posts the contact form in the background and reads our server's answer. Anything
 * that is not that answer (a proxy's error page, a dropped connection, no answer in
 * time) is the spec's failure: the page, and everything typed into it, stays.
 */
export async function sendContactForm(
  form: HTMLFormElement,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<ContactActionData> {
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.headers.get("content-type")?.startsWith("application/json")) return FAILED;
    return readAnswer(await response.json());
  } catch {
    return FAILED;
  }
}

/** Our server's answer, or the failure when the body is anything else. */
export function readAnswer(body: unknown): ContactActionData {
  if (typeof body !== "object" || body === null) return FAILED;
  const { outcome, fieldErrors, bookingUrl } = body as Record<string, unknown>;
  if (!CONTACT_OUTCOMES.includes(outcome as never)) return FAILED;
  const answer: ContactActionData = { outcome: outcome as ContactActionData["outcome"] };
  // Where the operator lets a visitor book a time: only ever an https page.
  if (outcome === "sent" && typeof bookingUrl === "string" && bookingUrl.startsWith("https://")) {
    answer.bookingUrl = bookingUrl;
  }
  if (typeof fieldErrors === "object" && fieldErrors !== null) {
    const known: FieldErrors = {};
    for (const field of CONTACT_FIELDS) {
      const issue = (fieldErrors as Record<string, unknown>)[field];
      if (FIELD_ISSUES.includes(issue as never)) known[field] = issue as FieldErrors[typeof field];
    }
    answer.fieldErrors = known;
  }
  return answer;
}
