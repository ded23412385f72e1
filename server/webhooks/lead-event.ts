import type { ContactInput } from "../../src/lib/contact-schema";
import { site } from "../../src/site.config";
import { contactRecord } from "../contact/contact-record";
import type { LeadSource } from "../contact/lead-source";
import type { ContactFormPage } from "../mail/notification";
import { displayValue, fieldLabel, languageName, sourceRows } from "../mail/notification";
import type { WebhookFormat } from "./settings";

/** One stored submission, as every format of its event tells it. */
export interface Lead {
  id: string;
  createdAt: Date;
  input: ContactInput;
  form: ContactFormPage;
  source: LeadSource;
}

/** The body each attempt sends, byte for byte: built once, when the event is queued. */
export function eventBody(format: WebhookFormat, lead: Lead): string {
  const message =
    format === "slack"
      ? slackMessage(lead)
      : format === "teams"
        ? teamsMessage(lead)
        : leadCreated(lead);
  return JSON.stringify(message);
}

/** The generic event (Standard Webhooks' `type`, `timestamp`, `data`): codes, for a CRM to map. */
export function leadCreated({ id, createdAt, input, form, source }: Lead) {
  return {
    type: "lead.created",
    timestamp: createdAt.toISOString(),
    data: {
      id,
      createdAt: createdAt.toISOString(),
      language: form.lang,
      intent: input.intent || null,
      purpose: displayValue(input, "intent"),
      contact: contactRecord(input),
      source,
    },
  };
}

/** "Ann Meier, Acme AG: A demo of the platform": who wrote, and why. */
function headline(input: ContactInput): string {
  const who = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.email;
  const from = input.company ? `${who}, ${input.company}` : who;
  return `${from}: ${displayValue(input, "intent")}`;
}

/** The facts a chat message shows under its headline, labelled as the sales mail labels them. */
function facts({ input, form, source }: Lead): { label: string; value: string; href?: string }[] {
  return [
    { label: fieldLabel("company"), value: displayValue(input, "company") },
    { label: fieldLabel("numberOfEmployees"), value: displayValue(input, "numberOfEmployees") },
    { label: "Language", value: languageName(form.lang) },
    ...sourceRows(source),
    { label: fieldLabel("email"), value: input.email, href: mailto(input.email) },
    { label: fieldLabel("subject"), value: displayValue(input, "subject") },
  ];
}

const mailto = (email: string) => `mailto:${encodeURI(email)}`;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * U+2060 WORD JOINER: invisible, not a space and no place to break a line
 * (The Unicode Standard, "Word Joiner", section 23.2), so the text reads and wraps as typed. Zero
 * width space (U+200B) would let a client break "https:" from "//".
 */
const JOINER = "\u2060";

/**
 * A visitor's words with nothing in them a chat client acts on: a joiner after
 * "<", "@" and "#", inside "://" and after a dot that a letter or digit
 * follows. No `<!here>` or `<https://…|…>` forms, and a client's own detection
 * finds no mention ("@here"), channel ("#general"), address or domain
 * ("evil.example/login") to link. Copied out of the chat, the text carries the
 * invisible joiners; the CRM's event and the mail carry it as typed.
 */
const inert = (text: string) =>
  text
    .replace(/[<@#]/g, `$&${JOINER}`)
    .replaceAll("://", `:${JOINER}//`)
    .replace(/\.(?=[\p{L}\p{N}])/gu, `.${JOINER}`);

/** Slack's mrkdwn reads &, < and > as markup: escaped, the address shows as the link's text. */
const slackEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** What the visitor wrote, as Slack shows plain text: no markup read, no :emoji: turned into one. */
const slackPlain = (text: string, max: number) => ({
  type: "plain_text" as const,
  text: cut(inert(text), max),
  emoji: false,
});

/** Our own words in mrkdwn, taken as written (verbatim: nothing linked or parsed beyond our markup). */
const slackMarkup = (text: string) => ({ type: "mrkdwn" as const, text, verbatim: true });

/** Block Kit's most fields in one section: five label and value pairs. */
const FIELDS_PER_SECTION = 10;

/**
 * A Slack incoming-webhook message: `text` for notifications and old clients,
 * and Block Kit blocks within Slack's limits (header 150 characters, a field
 * 2,000, a section 3,000). Everything the visitor wrote is plain text; the
 * labels and the e-mail link (to answer the lead) are our mrkdwn. The fallback
 * `text`, which Slack reads as mrkdwn, holds our words only.
 */
export function slackMessage(lead: Lead) {
  const pairs = facts(lead).flatMap(({ label, value, href }) => [
    slackMarkup(`*${label}*`),
    // A link, not a button: Slack's buttons open web pages, its links mail too.
    href ? slackMarkup(`<${href}|${slackEscape(value)}>`) : slackPlain(value, 2000),
  ]);
  const sections = [];
  for (let start = 0; start < pairs.length; start += FIELDS_PER_SECTION) {
    sections.push({ type: "section", fields: pairs.slice(start, start + FIELDS_PER_SECTION) });
  }
  return {
    text: `New lead from the ${site.name} contact form: ${displayValue(lead.input, "intent")}`,
    blocks: [
      { type: "header", text: slackPlain(`New lead: ${headline(lead.input)}`, 150) },
      ...sections,
      { type: "section", text: slackPlain(lead.input.message, 3000) },
      {
        type: "context",
        elements: [slackMarkup(`${site.name} contact form · lead ${lead.id}`)],
      },
    ],
  };
}

/**
 * A Teams message for a Workflows ("When a Teams webhook request is received") or
 * incoming webhook, carrying an Adaptive Card 1.4. A visitor's words go in
 * TextRuns, which show text as typed (a TextBlock would read Markdown), with
 * nothing in them Teams would turn into a link.
 */
export function teamsMessage(lead: Lead) {
  const run = (text: string, bold = false) => ({
    type: "TextRun",
    text: inert(text),
    ...(bold ? { weight: "Bolder" } : {}),
  });
  const paragraph = (...inlines: ReturnType<typeof run>[]) => ({
    type: "RichTextBlock",
    inlines,
  });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            {
              type: "RichTextBlock",
              inlines: [{ ...run(`New lead: ${headline(lead.input)}`, true), size: "Medium" }],
            },
            ...facts(lead).map(({ label, value }) =>
              paragraph(run(`${label}: `, true), run(value)),
            ),
            { ...paragraph(run(lead.input.message)), separator: true },
          ],
          actions: [
            {
              type: "Action.OpenUrl",
              title: `Reply to ${lead.input.email}`,
              url: mailto(lead.input.email),
            },
          ],
        },
      },
    ],
  };
}
