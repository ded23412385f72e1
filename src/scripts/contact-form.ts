/**
 * Brings the contact form (components/forms/ContactForm.tsx) to life. The
 * server sends a plain POST form that works without JavaScript; this script
 * checks it in the browser, sends it in the background and answers with the
 * spec's toast, and whatever goes wrong on the way, the visitor's text stays in
 * the form. A script rather than an island: the form's markup is all the
 * server's, so the page needs no framework to run it (ADR 0016).
 */
import type { ContactFormScriptCopy } from "~/components/forms/ContactForm";
import {
  CONTACT_FIELDS,
  type ContactOutcome,
  type FieldErrors,
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
  if (!form || !region || !copyJson || !sendButton || !answerArea) return;
  const copy = JSON.parse(copyJson) as ContactFormScriptCopy;
  const toast = toaster(region);
  const notify = (outcome: ContactOutcome) =>
    toast({ ...copy.notices[outcome], variant: outcome === "sent" ? "default" : "destructive" });

  /** Marks each field with its issue, in words under it, or clears it. */
  const showIssues = (issues: FieldErrors) => {
    for (const name of CONTACT_FIELDS) {
      const control = form.elements.namedItem(name);
      if (!(control instanceof HTMLElement)) continue;
      const errorId = `${control.id}-error`;
      const issue = issues[name];
      let error = document.getElementById(errorId);
      if (!issue) {
        error?.remove();
        control.removeAttribute("aria-invalid");
        control.removeAttribute("aria-describedby");
        continue;
      }
      if (!error) {
        error = copyOf("data-contact-field-error") ?? null;
        if (!error) continue;
        error.id = errorId;
        control.after(error);
      }
      error.textContent = copy.fieldIssues[issue];
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", errorId);
    }
  };

  /**
   * Puts the answer where the visitor is looking, in the flow of the form so it
   * covers nothing: right above the row of the first field to fix, which takes
   * focus, both in view; or, for the server's answer, right above Send.
   */
  const placeAnswer = (issues: FieldErrors) => {
    // CONTACT_FIELDS is the order the form shows them: the first is the one to fix first.
    const first = CONTACT_FIELDS.find((name) => issues[name]);
    const control = first ? form.elements.namedItem(first) : null;
    if (!(control instanceof HTMLElement)) {
      answerArea.prepend(region);
      answerArea.scrollIntoView({ block: "nearest", behavior: "instant" });
      return;
    }
    let row = control.closest("form > *");
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
    control.focus({ preventScroll: true });
  };

  const setSending = (sending: boolean) => {
    sendButton.disabled = sending;
    sendButton.textContent = sending ? copy.submitting : copy.submit;
  };

  // Its own checks speak now (inline, and the spec's toast), not the browser's bubble as well.
  form.noValidate = true;

  // The answer to a document post sent before this script ran: a failure's notice
  // gives way to the toast; a sent message's confirmation stays, the one confirmation.
  const reply = form.dataset.reply as ContactOutcome | undefined;
  if (reply && reply !== "sent") {
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
    showIssues(answer.fieldErrors ?? {});
    const shown = notify(answer.outcome);
    placeAnswer(answer.fieldErrors ?? {});
    if (answer.outcome === "sent") {
      form.reset();
      // The one confirmation, above Send where the visitor is looking: focused, so it is read.
      shown?.focus({ preventScroll: true });
    } else if (document.activeElement === document.body) {
      // The disabled button lost focus while sending: it gets it back, ready to send again.
      sendButton.focus({ preventScroll: true });
    }
  });
}
