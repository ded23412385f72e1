import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { type ToastCopy, ToastRegion } from "~/components/ui/ToastRegion";
import {
  CONTACT_INTENTS,
  CONTACT_LIMITS,
  type ContactActionData,
  type ContactField,
  type ContactIntent,
  EMPLOYEE_RANGES,
  HONEYPOT_FIELD,
} from "~/lib/contact-schema";
import { jsonScript } from "~/lib/json-script";
import { LEAD_SOURCE_FIELDS } from "~/lib/lead-source-fields";
import type { ContactFormCopy, FieldCopy, NoticeCopy } from "./ContactForm.schema";
import { ContactFormField, FieldError } from "./ContactFormField";
import { ContactFormNotice } from "./ContactFormNotice";

export type { ContactFormCopy, FieldCopy, NoticeCopy };

export interface ContactFormProps {
  /** Where the form posts. */
  action: string;
  /** The server's answer to a document post, rendered into the page it answers with. */
  reply?: ContactActionData;
  /** The purpose the link to the page named: "What can we help with?" starts on it. */
  intent?: ContactIntent;
  /** When a person replies: said after the spec's confirmation, as the page promises it. */
  promise: string;
  copy: ContactFormCopy;
  /** The words of the notification area the form's answers appear in. */
  toast: ToastCopy;
}

/** What scripts/contact-form.ts says in the browser, handed over as JSON in the page. */
export type ContactFormScriptCopy = Pick<
  ContactFormCopy,
  "submit" | "submitting" | "notices" | "fieldIssues"
>;

/**
 * The contact form: a plain POST form that works without JavaScript. With it
 * (scripts/contact-form.ts), the form checks itself, is sent in the background,
 * the answer is a toast, and whatever goes wrong on the way, the visitor's text
 * stays in the form. This renders the form as the server sends it, with the
 * answer to a document post when there is one.
 */
export function ContactForm({ action, reply, intent, promise, copy, toast }: ContactFormProps) {
  const sent = copy.notices.sent;
  const notices = {
    ...copy.notices,
    sent: { ...sent, description: `${sent.description} ${promise}` },
  };
  const scriptCopy: ContactFormScriptCopy = {
    submit: copy.submit,
    submitting: copy.submitting,
    notices,
    fieldIssues: copy.fieldIssues,
  };
  const values = reply?.outcome === "sent" ? undefined : reply?.values;
  const fieldErrors = reply?.fieldErrors ?? {};
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
      {/* Once the script runs, its own checks speak (inline, and the spec's toast), not
          the browser's bubble as well; without it, the browser's checks stay. */}
      <form
        method="post"
        action={action}
        aria-labelledby="contact-form-title"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
        data-contact-form=""
        data-reply={reply?.outcome}
      >
        {/* Without JavaScript there is no toast: the answer is written into the page. */}
        {reply ? (
          <ContactFormNotice outcome={reply.outcome} notice={notices[reply.outcome]} />
        ) : null}
        <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
        <ContactFormField
          {...field("intent")}
          defaultValue={values?.intent ?? intent ?? ""}
          className="sm:col-span-2"
        >
          {(props) => (
            <select {...props}>
              <option value="">{copy.intents.none}</option>
              {CONTACT_INTENTS.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {copy.intents[purpose]}
                </option>
              ))}
            </select>
          )}
        </ContactFormField>
        <ContactFormField {...field("firstName")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete="given-name"
            />
          )}
        </ContactFormField>
        <ContactFormField {...field("lastName")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete="family-name"
            />
          )}
        </ContactFormField>
        <ContactFormField {...field("email")} required className="sm:col-span-2">
          {(props) => (
            <input {...props} type="email" maxLength={CONTACT_LIMITS.email} autoComplete="email" />
          )}
        </ContactFormField>
        <ContactFormField {...field("company")}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.company}
              autoComplete="organization"
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
        {/* Where the visitor came from: the page's script fills them (scripts/lead-source.ts). */}
        {LEAD_SOURCE_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} />
        ))}
        <div className="sm:col-span-2" data-contact-answer="">
          {/* In the flow of the form, right above Send: an answer appears where the
              visitor is looking and never covers a field or the button. */}
          <ToastRegion copy={toast} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <Button
              type="submit"
              size="lg"
              className="w-full shrink-0 sm:w-auto"
              data-contact-send=""
            >
              {copy.submit}
            </Button>
            <p className="text-sm text-muted">
              {copy.privacy.lead}{" "}
              <a
                href={copy.privacy.link.href}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {copy.privacy.link.label}
              </a>
            </p>
          </div>
        </div>
      </form>
      {/* What the script copies in: a field's error. */}
      <template data-contact-field-error="">
        <FieldError />
      </template>
      <script
        type="application/json"
        data-contact-copy=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own copy as JSON, "<" escaped
        dangerouslySetInnerHTML={{ __html: jsonScript(scriptCopy) }}
      />
    </Card>
  );
}
