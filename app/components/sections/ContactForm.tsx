import {
  type FormEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { useToast } from "~/components/ui/Toast";
import { contactFields, contactNotices, contactPage, employeeRangeLabels } from "~/content/contact";
import { useHydrated } from "~/hooks/useHydrated";
import {
  CONTACT_LIMITS,
  type ContactActionData,
  type ContactOutcome,
  EMPLOYEE_RANGES,
  type FieldErrors,
  HONEYPOT_FIELD,
  onlyMissingFields,
  parseContact,
} from "~/lib/contact-schema";
import { ContactFormField } from "./ContactFormField";
import { ContactFormNotice } from "./ContactFormNotice";

const copy = contactPage.form;

/**
 * The contact form: a plain POST form that works without JavaScript; with it, the
 * same action runs in the background and the result is a toast.
 */
export function ContactForm() {
  const actionData = useActionData() as ContactActionData | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const invalidEvents = useRef<"missing" | "invalid" | null>(null);
  const submitting = navigation.state === "submitting";

  const notify = useCallback(
    (outcome: ContactOutcome) =>
      toast({
        ...contactNotices[outcome],
        variant: outcome === "sent" ? "default" : "destructive",
      }),
    [toast],
  );

  useEffect(() => {
    if (!actionData) return;
    notify(actionData.outcome);
    if (actionData.outcome === "sent") formRef.current?.reset();
  }, [actionData, notify]);

  // The browser's own checks (required, type="email") stop the submit and fire
  // "invalid" on each failing control in one go: tell the visitor once.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement;
    const kind = control.validity.valueMissing ? "missing" : "invalid";
    if (invalidEvents.current === null) {
      setTimeout(() => {
        if (invalidEvents.current) notify(invalidEvents.current);
        invalidEvents.current = null;
      });
    }
    if (invalidEvents.current !== "missing") invalidEvents.current = kind;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseContact(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.fieldErrors);
    notify(onlyMissingFields(parsed.fieldErrors) ? "missing" : "invalid");
  };

  const errors = clientErrors ?? actionData?.fieldErrors ?? {};
  const values = actionData?.outcome === "sent" ? undefined : actionData?.values;

  return (
    <Card className="lg:col-span-2">
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted">{copy.description}</p>
      {/* Without JavaScript there is no toast: the answer is written into the page. */}
      {actionData && !hydrated ? <ContactFormNotice outcome={actionData.outcome} /> : null}
      <Form
        ref={formRef}
        method="post"
        aria-labelledby="contact-form-title"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
        onSubmit={onSubmit}
        onInvalidCapture={onInvalid}
      >
        <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
        <ContactFormField
          name="firstName"
          error={errors.firstName}
          defaultValue={values?.firstName}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete={contactFields.firstName.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField name="lastName" error={errors.lastName} defaultValue={values?.lastName}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.name}
              autoComplete={contactFields.lastName.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField
          name="email"
          required
          error={errors.email}
          defaultValue={values?.email}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              {...props}
              type="email"
              maxLength={CONTACT_LIMITS.email}
              autoComplete={contactFields.email.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField name="company" error={errors.company} defaultValue={values?.company}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTACT_LIMITS.company}
              autoComplete={contactFields.company.autoComplete}
            />
          )}
        </ContactFormField>
        <ContactFormField
          name="numberOfEmployees"
          error={errors.numberOfEmployees}
          defaultValue={values?.numberOfEmployees ?? ""}
        >
          {(props) => (
            <select {...props}>
              <option value="">{copy.employeesPlaceholder}</option>
              {EMPLOYEE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {employeeRangeLabels[range]}
                </option>
              ))}
            </select>
          )}
        </ContactFormField>
        <ContactFormField
          name="subject"
          error={errors.subject}
          defaultValue={values?.subject}
          className="sm:col-span-2"
        >
          {(props) => <input {...props} type="text" maxLength={CONTACT_LIMITS.subject} />}
        </ContactFormField>
        <ContactFormField
          name="message"
          required
          error={errors.message}
          defaultValue={values?.message}
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
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
