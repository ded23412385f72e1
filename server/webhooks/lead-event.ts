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

/** Slack's mrkdwn reads &, < and > as markup: a visitor's text cannot make a link or a mention. */
const slackEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A Slack incoming-webhook message: `text` for notifications and old clients, and
 * Block Kit blocks within Slack's limits (header 150 characters, a field 2,000,
 * a section 3,000). The e-mail address is a mailto link to answer the lead.
 */
export function slackMessage(lead: Lead) {
  const title = `New lead: ${headline(lead.input)}`;
  return {
    // Slack reads the fallback as mrkdwn too.
    text: cut(slackEscape(title), 3000),
    blocks: [
      { type: "header", text: { type: "plain_text", text: cut(title, 150), emoji: false } },
      {
        type: "section",
        fields: facts(lead).map(({ label, value, href }) => ({
          type: "mrkdwn",
          // A link, not a button: Slack's buttons open web pages, its links mail too.
          text: cut(
            `*${label}*\n${href ? `<${href}|${slackEscape(value)}>` : slackEscape(value)}`,
            2000,
          ),
        })),
      },
      {
        type: "section",
        text: { type: "plain_text", text: cut(lead.input.message, 3000), emoji: false },
      },
      {
        type: "context",
        elements: [{ type: "mrkdwn", text: `${site.name} contact form · lead ${lead.id}` }],
      },
    ],
  };
}

/**
 * A Teams message for a Workflows ("When a Teams webhook request is received") or
 * incoming webhook, carrying an Adaptive Card 1.4. A visitor's words go in
 * TextRuns, which show text as typed: a TextBlock would read Markdown, and a
 * visitor could put a link into the sales channel.
 */
export function teamsMessage(lead: Lead) {
  const run = (text: string, bold = false) => ({
    type: "TextRun",
    text,
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
