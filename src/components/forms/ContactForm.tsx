import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { type ToastCopy, ToastRegion } from "~/components/ui/ToastRegion";
import { type PurposeCard, type PurposeKey, purposeCards } from "~/lib/contact-cards";
import type { ContactPurpose } from "~/lib/contact-purposes";
import {
  CONTACT_INTENTS,
  CONTACT_LIMITS,
  type ContactActionData,
  type ContactField,
  EMPLOYEE_RANGES,
  HONEYPOT_FIELD,
  readIntent,
} from "~/lib/contact-schema";
import { jsonScript } from "~/lib/json-script";
import { LEAD_SOURCE_FIELDS } from "~/lib/lead-source-fields";
import type { ChosenPlan } from "~/lib/learner-offers";
import { ContactConfirmation } from "./ContactConfirmation";
import type { ContactFormCopy, FieldCopy, NoticeCopy } from "./ContactForm.schema";
import { ContactFormField, FieldError } from "./ContactFormField";
import { ContactFormNotice } from "./ContactFormNotice";

export type { ContactFormCopy, FieldCopy, NoticeCopy };

export interface ContactFormProps {
  /** Where the form posts. */
  action: string;
  /** The server's answer to a document post, rendered into the page it answers with. */
  reply?: ContactActionData;
  /** The purpose the link to the page named: "What can we help with?" and the card start on it. */
  purpose?: ContactPurpose;
  /** The learner's plan the link named, said in the card and in the message it starts with. */
  plan?: ChosenPlan;
  /** When a person replies: said after the spec's confirmation, as the page promises it. */
  promise: string;
  copy: ContactFormCopy;
  /** The words of the notification area the form's answers appear in. */
  toast: ToastCopy;
}

/** What scripts/contact-form.ts says in the browser, handed over as JSON in the page. */
export type ContactFormScriptCopy = Pick<
  ContactFormCopy,
  "submitting" | "notices" | "fieldIssues"
> & {
  /** Each purpose's card by the purpose field's value, which the script shows when the visitor picks it. */
  cards: Partial<Record<string, PurposeCard>> & Record<"", PurposeCard>;
};

/**
 * The contact form: a plain POST form that works without JavaScript. With it
 * (scripts/contact-form.ts), the form checks itself, is sent in the background,
 * the answer is a toast, and whatever goes wrong on the way, the visitor's text
 * stays in the form. This renders the form as the server sends it, with the
 * answer to a document post when there is one.
 */
export function ContactForm({
  action,
  reply,
  purpose,
  plan,
  promise,
  copy,
  toast,
}: ContactFormProps) {
  const sent = copy.notices.sent;
  const notices = {
    ...copy.notices,
    sent: { ...sent, description: `${sent.description} ${promise}` },
  };
  const cards = purposeCards(copy, plan);
  const scriptCopy: ContactFormScriptCopy = {
    submitting: copy.submitting,
    notices,
    fieldIssues: copy.fieldIssues,
    cards,
  };
  const values = reply?.values;
  // After a failed post the card is the purpose the visitor had picked, else the link's.
  const shownPurpose: PurposeKey = (values ? readIntent(values.intent) : purpose?.intent) ?? "";
  const card = cards[shownPurpose];
  return (
    // Once sent (data-sent: the server's answer, or scripts/contact-form.ts), the
    // confirmation takes the place of the card's head and the form.
    <Card
      data-contact-card=""
      data-sent={reply?.outcome === "sent" ? "" : undefined}
      className="group/card lg:col-span-2"
    >
      <div data-contact-card-head="" className="group-data-[sent]/card:hidden">
        <h2
          id="contact-form-title"
          data-contact-title=""
          className="text-2xl font-bold tracking-tight"
        >
          {card.title}
        </h2>
        <p data-contact-description="" className="mt-1 text-muted">
          {card.description}
        </p>
        {plan ? (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3">
            <span className="text-sm font-semibold text-muted">{copy.plan.label}</span>{" "}
            <span className="font-semibold">
              {plan.name} · {plan.price}
            </span>{" "}
            <a
              href={copy.plan.change.href}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {copy.plan.change.label}
            </a>
          </p>
        ) : null}
      </div>
      {reply?.outcome === "sent" ? (
        // Sent without JavaScript: the confirmation in the form's place.
        <ContactConfirmation
          notice={notices.sent}
          words={copy.confirmation}
          contactPage={action}
          sent={{
            purpose: copy.intents[readIntent(values?.intent) ?? "none"],
            email: values?.email ?? "",
            bookingUrl: reply.bookingUrl,
          }}
        />
      ) : (
        <ContactFormBody
          action={action}
          reply={reply}
          shownPurpose={shownPurpose}
          card={card}
          notice={reply ? notices[reply.outcome] : undefined}
          copy={copy}
          toast={toast}
        />
      )}
      {reply?.outcome === "sent" ? null : (
        <>
          <ContactConfirmation
            notice={notices.sent}
            words={copy.confirmation}
            contactPage={action}
          />
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
        </>
      )}
    </Card>
  );
}

interface ContactFormBodyProps {
  action: string;
  reply?: ContactActionData;
  shownPurpose: PurposeKey;
  card: PurposeCard;
  /** The answer to a document post that was not sent, written into the form. */
  notice?: NoticeCopy;
  copy: ContactFormCopy;
  toast: ToastCopy;
}

/** The form itself, its values the visitor's after a failed post, else the purpose's. */
function ContactFormBody({
  action,
  reply,
  shownPurpose,
  card,
  notice,
  copy,
  toast,
}: ContactFormBodyProps) {
  const values = reply?.values;
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
    // Once the script runs, its own checks speak (inline, and the spec's toast), not
    // the browser's bubble as well; without it, the browser's checks stay.
    <form
      method="post"
      action={action}
      aria-labelledby="contact-form-title"
      className="relative mt-6 grid gap-5 group-data-[sent]/card:hidden sm:grid-cols-2"
      data-contact-form=""
      data-reply={reply?.outcome}
    >
      {/* Without JavaScript there is no toast: the answer is written into the page. */}
      {reply && notice ? <ContactFormNotice outcome={reply.outcome} notice={notice} /> : null}
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
      <ContactFormField {...field("intent")} defaultValue={shownPurpose} className="sm:col-span-2">
        {(props) => (
          <select {...props}>
            <option value="">{copy.intents.none}</option>
            {CONTACT_INTENTS.map((intent) => (
              <option key={intent} value={intent}>
                {copy.intents[intent]}
              </option>
            ))}
          </select>
        )}
      </ContactFormField>
      <ContactFormField {...field("firstName")}>
        {(props) => (
          <input {...props} type="text" maxLength={CONTACT_LIMITS.name} autoComplete="given-name" />
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
          // Text with an email keyboard, not type="email": browsers refuse an address
          // whose part before the "@" has letters outside ASCII (jörg@example.ch, RFC
          // 6531) before the form is sent, with no script to let it through. The
          // shared schema checks the address, with or without script.
          <input
            {...props}
            type="text"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
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
      <ContactFormField
        {...field("message")}
        defaultValue={values?.message ?? card.message}
        required
        className="sm:col-span-2"
      >
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
            {card.submit}
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
  );
}
