import type { ContactField, ContactInput } from "../../src/lib/contact-schema";
import { defaultLocale, type Locale } from "../../src/locales";
import { site } from "../../src/site.config";
import { type LeadSource, UTM_TAGS } from "../contact/lead-source";
import { contactCopyIn } from "../contact-copy";
import { escapeHtml } from "../escape-html";

/** The form's labels as the default language's page shows them: the mail is in English. */
const { fields: contactFields, employeeRanges, intents } = contactCopyIn(defaultLocale).form;

/** The contact page a submission was posted to, which tells the visitor's language. */
export interface ContactFormPage {
  path: string;
  lang: Locale;
}

export interface Notification {
  subject: string;
  text: string;
  html: string;
}

const SINGLE_LINE_FIELDS = [
  "intent",
  "firstName",
  "lastName",
  "email",
  "company",
  "numberOfEmployees",
  "subject",
] as const satisfies readonly ContactField[];

/** A field's label as the default language's form shows it: "Number of employees". */
export const fieldLabel = (field: ContactField) => contactFields[field].label;

/** A field as the sales team reads it: "51–200" employees, "A demo of the platform", "—" for none. */
export function displayValue(
  input: ContactInput,
  field: (typeof SINGLE_LINE_FIELDS)[number],
): string {
  if (field === "numberOfEmployees" && input.numberOfEmployees) {
    return employeeRanges[input.numberOfEmployees];
  }
  if (field === "intent") return intents[input.intent || "none"];
  return input[field] || "—";
}

/**
 * Where the lead came from, as rows under the form's fields: which site sent the
 * visitor, the campaign, and the pages on the way.
 */
export function sourceRows(source: LeadSource) {
  const campaign = UTM_TAGS.filter((tag) => source.utm[tag] !== null)
    .map((tag) => `utm_${tag}=${source.utm[tag]}`)
    .join(", ");
  return [
    { label: "Came from", value: source.referrerHost ?? "—" },
    { label: "Campaign", value: campaign || "—" },
    { label: "Previous page", value: source.previousPage ?? "—" },
    { label: "Sent from", value: source.page ?? "—" },
  ];
}

/**
 * Whether an address can be the mail's Reply-To on any mail server. One whose part
 * before the "@" is ASCII can: nodemailer writes an internationalised domain in its
 * ASCII form (info@xn--mller-kva.ch). One with other letters there (jörg@example.ch,
 * RFC 6531) would put UTF-8 in the header, which only a mail server that speaks
 * SMTPUTF8 may take, and nodemailer asks for SMTPUTF8 only for the envelope's
 * addresses (the site's and sales', both ASCII). So such a mail goes without
 * Reply-To, is delivered by any mail server, and tells sales where to write.
 */
export function canBeReplyTo(address: string): boolean {
  const local = address.slice(0, address.lastIndexOf("@"));
  return /^[\x20-\x7e]*$/.test(local);
}

/** A language's name as the sales team reads it, in English as the mail is: "German". */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
export const languageName = (lang: Locale) => languageNames.of(lang) ?? lang;

/**
 * The mail to the sales inbox for one submission, posted to `form`: sales answers
 * in the language the visitor wrote from. The visitor's subject goes into the
 * mail's subject: the schema has already refused line breaks, and the mailer
 * encodes the header.
 */
export function composeNotification(
  input: ContactInput,
  form: ContactFormPage,
  source: LeadSource,
): Notification {
  // The purpose first, so the inbox sorts itself: "[Kairon AI contact: A demo of the platform] A pilot".
  const purpose = input.intent ? `: ${intents[input.intent]}` : "";
  const subject = `[${site.name} contact${purpose}] ${input.subject || "New message"}`;
  const language = `Language: ${languageName(form.lang)} (form at ${form.path})`;
  const rows = [
    ...SINGLE_LINE_FIELDS.map((field) => ({
      label: contactFields[field].label,
      value: displayValue(input, field),
    })),
    ...sourceRows(source),
  ];
  const writeTo = canBeReplyTo(input.email)
    ? []
    : [
        `Write to ${input.email} yourself: Reply does not reach this visitor. The address has letters outside ASCII (RFC 6531), which this mail cannot carry as its Reply-To on every mail server.`,
      ];
  const text = [
    "A visitor sent a message through the contact form.",
    language,
    ...writeTo,
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    `${contactFields.message.label}:`,
    input.message,
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    "<p>A visitor sent a message through the contact form.</p>",
    `<p>${escapeHtml(language)}</p>`,
    ...writeTo.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    '<table cellpadding="4">',
    ...rows.map(
      (row) =>
        `<tr><th align="left">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    ),
    "</table>",
    `<h2 style="font-size: 1rem">${escapeHtml(contactFields.message.label)}</h2>`,
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
