import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { type ToastText, useToast } from "~/components/ui/Toast";
import { useHydrated } from "~/hooks/useHydrated";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactActionData,
  type ContactField,
  type ContactOutcome,
  EMPLOYEE_RANGES,
  type EmployeeRange,
  type FieldErrors,
  type FieldIssue,
  HONEYPOT_FIELD,
  onlyMissingFields,
  parseContact,
} from "~/lib/contact-schema";
import { sendContactForm } from "~/lib/send-contact";
import { ContactFormField, type FieldCopy } from "./ContactFormField";
import { ContactFormNotice, type Notice } from "./ContactFormNotice";

/** Everything the form says: its own words, its fields' labels and every answer it can give. */
export interface ContactFormCopy {
  title: string;
  description: string;
  requiredHint: string;
  submit: string;
  submitting: string;
  employeesPlaceholder: string;
  honeypotLabel: string;
  fields: Readonly<Record<ContactField, FieldCopy>>;
  employeeRanges: Readonly<Record<EmployeeRange, string>>;
  notices: Readonly<Record<ContactOutcome, Notice>>;
  fieldIssues: Readonly<Record<FieldIssue, string>>;
  /** The words of the notification corner the answers appear in. */
  toast: ToastText;
}

export interface ContactFormProps {
  /** Where the form posts. */
  action: string;
  /** The server's answer to a document post, rendered into the page it answers with. */
  reply?: ContactActionData;
  copy: ContactFormCopy;
}

function focusFirstIssue(form: HTMLFormElement, issues: FieldErrors) {
  // CONTACT_FIELDS is the order the form shows them: the first is the one to fix first.
  const first = CONTACT_FIELDS.find((name) => issues[name]);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}

/**
 * The contact form: a plain POST form that works without JavaScript; with it, the
 * form is sent in the background, the answer is a toast, and whatever goes wrong
 * on the way, the visitor's text stays in the form.
 */
export function ContactForm({ action, reply, copy }: ContactFormProps) {
  // Set when the browser posted the document itself: no JavaScript, or not yet.
  const actionData = reply;
  const hydrated = useHydrated();
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | undefined>(actionData?.fieldErrors);
  // A sent message is confirmed in the form itself too, where the visitor is looking.
  const [sent, setSent] = useState(actionData?.outcome === "sent");
  const sendButton = useRef<HTMLButtonElement>(null);

  const notify = useCallback(
    (outcome: ContactOutcome) =>
      toast({
        ...copy.notices[outcome],
        variant: outcome === "sent" ? "default" : "destructive",
      }),
    [toast, copy.notices],
  );

  // A document post answered before the page came alive: tell the visitor once it has.
  useEffect(() => {
    if (actionData) notify(actionData.outcome);
  }, [actionData, notify]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSent(false);
    const parsed = parseContact(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(parsed.fieldErrors);
      notify(onlyMissingFields(parsed.fieldErrors) ? "missing" : "invalid");
      focusFirstIssue(form, parsed.fieldErrors);
      return;
    }
    setErrors(undefined);
    setSubmitting(true);
    const answer = await sendContactForm(form);
    setSubmitting(false);
    setErrors(answer.fieldErrors);
    notify(answer.outcome);
    if (answer.outcome === "sent") {
      form.reset();
      setSent(true);
    }
  };

  // The disabled button lost focus while sending: once it is enabled again, it
  // gets it back, ready to send again (and the toast keeps clear of it); after a
  // message went out, the confirmation in the form takes it, and comes into view.
  const wasSubmitting = useRef(false);
  const sentNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      if (sent) sentNotice.current?.focus();
      else if (document.activeElement === document.body) {
        sendButton.current?.focus({ preventScroll: true });
      }
    }
    wasSubmitting.current = submitting;
  }, [submitting, sent]);

  const values = actionData?.outcome === "sent" ? undefined : actionData?.values;
  const fieldErrors = errors ?? {};
  /** A field's label, its error in words, and the value the visitor had typed. */
  const field = (name: ContactField) => {
    const issue = fieldErrors[name];
    return {
      name,
      label: copy.fields[name].label,
      error: issue && copy.fieldIssues[issue],
      defaultValue: values?.[name],
    };
  };
  return (
    <Card className="lg:col-span-2">
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted">{copy.description}</p>
      {/* Once the island runs, its own checks speak (inline, and the spec's toast), not
          the browser's bubble as well; without it, the browser's checks stay. */}
      <form
        method="post"
        action={action}
        aria-labelledby="contact-form-title"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
        noValidate={hydrated}
        onSubmit={onSubmit}
      >
        {/* Without JavaScript there is no toast: the answer is written into the page. A
            sent message is confirmed here with it as well. */}
        {sent ? (
          <ContactFormNotice ref={sentNotice} outcome="sent" notice={copy.notices.sent} />
        ) : actionData && !hydrated ? (
          <ContactFormNotice
            outcome={actionData.outcome}
            notice={copy.notices[actionData.outcome]}
          />
        ) : null}
        <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
        <ContactFormField {...field("firstName")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete={copy.fields.firstName.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField {...field("lastName")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete={copy.fields.lastName.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField {...field("email")} required className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              type="email"
              maxLength={CONTACT_LIMITS.email}
              autoComplete={copy.fields.email.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField {...field("company")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.company}
              autoComplete={copy.fields.company.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField
          {...field("numberOfEmployees")}
          defaultValue={values?.numberOfEmployees ?? ""}
        >
          {(props) => (
            <select {...props}>
              <option value="">{copy.employeesPlaceholder}</option>
              {EMPLOYEE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {copy.employeeRanges[range]}
                </option>
              ))}
            </select>
          )}
        </ContactFormField>
        <ContactFormField {...field("subject")} className="sm:col-span-2">
          {(props) => <input {...props} type="text" maxLength={CONTACT_LIMITS.subject} />}
        </ContactFormField>
        <ContactFormField {...field("message")} required className="sm:col-span-2">
          {(props) => <textarea {...props} rows={6} maxLength={CONTACT_LIMITS.message} />}
        </ContactFormField>
        {/* The honeypot: hidden from people and assistive technology, filled by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
          <input
            id={`contact-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="sm:col-span-2">
          <Button
            ref={sendButton}
            type="submit"
            size="lg"
            disabled={submitting}
            className="w-full sm:w-auto"
          >
            {submitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
