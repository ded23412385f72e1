/**
 * Brings the contact form (components/forms/ContactForm.tsx) to life. The
 * server sends a plain POST form that works without JavaScript; this script
 * checks it in the browser, sends it in the background and answers with the
 * spec's toast, and whatever goes wrong on the way, the visitor's text stays in
 * the form. Once sent, the confirmation takes the form's place. The card follows
 * the purpose the visitor picks, and a field's error goes as soon as its value
 * is fine. A script rather than an island: the form's markup is all the
 * server's, so the page needs no framework to run it (ADR 0016).
 */
import type { ContactFormScriptCopy } from "~/components/forms/ContactForm";
import type { PurposeCard } from "~/lib/contact-cards";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactOutcome,
  type FieldErrors,
  type FieldIssue,
  onlyMissingFields,
  parseContact,
} from "~/lib/contact-schema";
import { sendContactForm } from "~/lib/send-contact";
import { toaster } from "./toast";

/** A copy of the one element in the page's template of this name (components/forms/ContactForm.tsx). */
function copyOf(name: string): HTMLElement | undefined {
  const template = document.querySelector<HTMLTemplateElement>(`template[${name}]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  return element instanceof HTMLElement ? element : undefined;
}

export function startContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  const region = document.querySelector<HTMLElement>("[data-toast-region]");
  const copyJson = document.querySelector("script[data-contact-copy]")?.textContent;
  const sendButton = form?.querySelector<HTMLButtonElement>("[data-contact-send]");
  const answerArea = form?.querySelector<HTMLElement>("[data-contact-answer]");
  const panel = form?.closest<HTMLElement>("[data-contact-card]");
  const head = panel?.querySelector<HTMLElement>("[data-contact-card-head]");
  const confirmation = panel?.querySelector<HTMLElement>("[data-contact-confirmation]");
  if (!form || !region || !copyJson || !sendButton || !answerArea || !panel) return;
  if (!head || !confirmation) return;
  const copy = JSON.parse(copyJson) as ContactFormScriptCopy;
  const toast = toaster(region);
  // A send's answer is the confirmation in the form's place: every toast here is a failure's.
  const notify = (outcome: ContactOutcome) =>
    toast({ ...copy.notices[outcome], variant: "destructive" });
  const control = (name: ContactField) => {
    const found = form.elements.namedItem(name);
    return found instanceof HTMLElement ? found : undefined;
  };
  const purposeField = control("intent") as HTMLSelectElement | undefined;
  const messageField = control("message") as HTMLTextAreaElement | undefined;

  /** Marks a field with its issue, in words under it, or clears it. */
  const markField = (name: ContactField, issue: FieldIssue | undefined) => {
    const field = control(name);
    if (!field) return;
    const errorId = `${field.id}-error`;
    let error = document.getElementById(errorId);
    if (!issue) {
      error?.remove();
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
      return;
    }
    if (!error) {
      error = copyOf("data-contact-field-error") ?? null;
      if (!error) return;
      error.id = errorId;
      field.after(error);
    }
    error.textContent = copy.fieldIssues[issue];
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", errorId);
  };
  const showIssues = (issues: FieldErrors) => {
    for (const name of CONTACT_FIELDS) markField(name, issues[name]);
  };
  // A corrected field loses its error at once: the visitor sees the fix has taken.
  form.addEventListener("input", ({ target }) => {
    const name =
      target instanceof HTMLElement &&
      target.getAttribute("aria-invalid") &&
      target.getAttribute("name");
    const parsed = name && parseContact(Object.fromEntries(new FormData(form)));
    if (parsed && (parsed.success || !parsed.fieldErrors[name as ContactField])) {
      markField(name as ContactField, undefined);
    }
  });

  /** The card (title, line, Send, the message it starts with) of the purpose picked, by its value. */
  const [title, description] = head.children;
  let card: PurposeCard = copy.cards[purposeField?.value ?? ""] ?? copy.cards[""];
  const showCard = (value: string) => {
    const next = copy.cards[value] ?? copy.cards[""];
    if (title && description)
      [title.textContent, description.textContent] = [next.title, next.description];
    sendButton.textContent = next.submit;
    // The message follows the purpose until the visitor writes their own.
    if (messageField && (!messageField.value.trim() || messageField.value === card.message)) {
      messageField.value = next.message;
    }
    card = next;
  };
  purposeField?.addEventListener("change", () => showCard(purposeField.value));

  /** In the form's place: the spec's confirmation and what was sent, focused so it is read. */
  const confirm = (purpose: string, email: string, bookingUrl = "") => {
    const [purposeSlot, emailSlot] = confirmation.querySelectorAll("dd");
    const booking = confirmation.querySelector<HTMLAnchorElement>("[data-contact-booking]");
    if (purposeSlot && emailSlot)
      [purposeSlot.textContent, emailSlot.textContent] = [purpose, email];
    if (booking) [booking.hidden, booking.href] = [!bookingUrl, bookingUrl || booking.href];
    panel.toggleAttribute("data-sent", true);
    confirmation.scrollIntoView({ block: "nearest", behavior: "instant" });
    confirmation
      .querySelector<HTMLElement>("[data-contact-notice]")
      ?.focus({ preventScroll: true });
  };

  /**
   * Puts the answer where the visitor is looking, in the flow of the form so it
   * covers nothing: right above the row of the first field to fix, which takes
   * focus, both in view; or, for the server's answer, right above Send.
   */
  const placeAnswer = (issues: FieldErrors) => {
    // CONTACT_FIELDS is the order the form shows them: the first is the one to fix first.
    const first = CONTACT_FIELDS.find((name) => issues[name]);
    const field = first ? control(first) : undefined;
    if (!field) {
      answerArea.prepend(region);
      answerArea.scrollIntoView({ block: "nearest", behavior: "instant" });
      return;
    }
    let row = field.closest("form > *");
    // A field on the right of a row of two: the answer goes above the whole row.
    const left = row?.previousElementSibling;
    if (
      row instanceof HTMLElement &&
      left instanceof HTMLElement &&
      left.offsetTop === row.offsetTop
    ) {
      row = left;
    }
    row?.before(region);
    region.scrollIntoView({ block: "start", behavior: "instant" });
    field.focus({ preventScroll: true });
  };

  const setSending = (sending: boolean) => {
    sendButton.disabled = sending;
    sendButton.textContent = sending ? copy.submitting : card.submit;
  };

  // Its own checks speak now (inline, and the spec's toast), not the browser's bubble as well.
  form.noValidate = true;

  // The answer to a document post sent before this script ran: a failure's notice
  // gives way to the toast.
  const reply = form.dataset.reply as ContactOutcome | undefined;
  if (reply) {
    form.querySelector("[data-contact-notice]")?.remove();
    notify(reply);
  }

  let sending = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    form.querySelector("[data-contact-notice]")?.remove();
    const parsed = parseContact(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      showIssues(parsed.fieldErrors);
      notify(onlyMissingFields(parsed.fieldErrors) ? "missing" : "invalid");
      placeAnswer(parsed.fieldErrors);
      return;
    }
    showIssues({});
    sending = true;
    setSending(true);
    const answer = await sendContactForm(form);
    sending = false;
    setSending(false);
    if (answer.outcome === "sent") {
      // The spec's "form cleared": emptied behind the confirmation that takes its place.
      confirm(purposeField?.selectedOptions[0]?.text ?? "", parsed.data.email, answer.bookingUrl);
      form.reset();
      return;
    }
    showIssues(answer.fieldErrors ?? {});
    notify(answer.outcome);
    placeAnswer(answer.fieldErrors ?? {});
    if (document.activeElement === document.body) {
      // The disabled button lost focus while sending: it gets it back, ready to send again.
      sendButton.focus({ preventScroll: true });
    }
  });
}
