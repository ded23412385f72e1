import { describe, expect, it } from "vitest";
import { readCopy } from "../../src/content/read-copy";
import { type LeadSource, readLeadSource } from "../contact/lead-source";
import { escapeHtml } from "../escape-html";
import { type ContactFormPage, composeNotification } from "./notification";

const english: ContactFormPage = { path: "/contact", lang: "en" };
const german: ContactFormPage = { path: "/de/contact", lang: "de" };

/** A visitor whose browser said nothing of where they came from. */
const noSource = readLeadSource(new URLSearchParams(), null, () => false);

const submission = {
  intent: "" as const,
  firstName: "Ann",
  lastName: "O'Neil",
  email: "ann@example.com",
  company: "Acme & Sons",
  numberOfEmployees: "51-200" as const,
  subject: "Pilot for 200 people",
  message: "Hello,\nwe would like a pilot.",
};

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("the notification mail", () => {
  it("names the visitor's subject and lists every field in text and HTML", () => {
    const mail = composeNotification(submission, english, noSource);
    expect(mail.subject).toBe("[Kairon AI contact] Pilot for 200 people");
    const { fields, employeeRanges } = readCopy("contact", "en").form;
    expect(mail.text).toContain(`${fields.firstName.label}: Ann`);
    expect(mail.text).toContain(`${fields.numberOfEmployees.label}: ${employeeRanges["51-200"]}`);
    expect(mail.text).toContain(`${fields.message.label}:\nHello,\nwe would like a pilot.`);
    expect(mail.html).toContain("<td>Acme &amp; Sons</td>");
    expect(mail.html).toContain("<td>O&#39;Neil</td>");
  });

  it("tells sales which language the visitor wrote from, by the form's page, in text and HTML", () => {
    const fromGerman = composeNotification(submission, german, noSource);
    expect(fromGerman.text).toContain("Language: German (form at /de/contact)");
    expect(fromGerman.html).toContain("<p>Language: German (form at /de/contact)</p>");
    const fromEnglish = composeNotification(submission, english, noSource);
    expect(fromEnglish.text).toContain("Language: English (form at /contact)");
    expect(fromEnglish.html).toContain("<p>Language: English (form at /contact)</p>");
  });

  it("puts the visitor's purpose in the subject and the fields, and says when there was none", () => {
    const { fields, intents } = readCopy("contact", "en").form;
    const demo = composeNotification({ ...submission, intent: "demo" }, english, noSource);
    expect(demo.subject).toBe(`[Kairon AI contact: ${intents.demo}] Pilot for 200 people`);
    expect(demo.text).toContain(`${fields.intent.label}: ${intents.demo}`);
    expect(demo.html).toContain(`<td>${escapeHtml(intents.demo)}</td>`);
    // The mail is in English whatever the form's language.
    const fromGerman = composeNotification({ ...submission, intent: "pricing" }, german, noSource);
    expect(fromGerman.text).toContain(`${fields.intent.label}: ${intents.pricing}`);
    expect(composeNotification(submission, english, noSource).text).toContain(
      `${fields.intent.label}: ${intents.none}`,
    );
  });

  it("falls back to a generic subject when the visitor gave none", () => {
    expect(composeNotification({ ...submission, subject: "" }, english, noSource).subject).toBe(
      "[Kairon AI contact] New message",
    );
  });

  it("never lets a field's HTML into the mail's HTML", () => {
    const attack = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    const mail = composeNotification(
      {
        intent: "",
        firstName: attack,
        lastName: attack,
        email: "ann@example.com",
        company: attack,
        numberOfEmployees: "",
        subject: attack,
        message: attack,
      },
      english,
      noSource,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toHaveLength(5);
    // The text part is plain text: it carries what was typed, unchanged.
    expect(mail.text).toContain(attack);
  });

  it("tells sales where the lead came from: the other site, the campaign and the pages on the way", () => {
    const source: LeadSource = {
      page: "/contact?intent=demo",
      previousPage: "/platform?utm_source=newsletter",
      referrerHost: "www.linkedin.com",
      utm: { source: "newsletter", medium: "email", campaign: "autumn", term: null, content: null },
    };
    const mail = composeNotification(submission, english, source);
    expect(mail.text).toContain("Came from: www.linkedin.com");
    expect(mail.text).toContain(
      "Campaign: utm_source=newsletter, utm_medium=email, utm_campaign=autumn",
    );
    expect(mail.text).toContain("Previous page: /platform?utm_source=newsletter");
    expect(mail.text).toContain("Sent from: /contact?intent=demo");
    // Nothing known is said as nothing, not left out: sales sees the question was asked.
    const unknown = composeNotification(submission, english, noSource);
    expect(unknown.text).toContain("Came from: —");
    expect(unknown.text).toContain("Campaign: —");
    // Campaign tags are the link's to make up: text in the HTML, never markup.
    const tagged = composeNotification(submission, english, {
      ...noSource,
      utm: { ...noSource.utm, campaign: "<img src=x onerror=alert(1)>" },
    });
    expect(tagged.html).not.toContain("<img");
    expect(tagged.html).toContain("utm_campaign=&lt;img src=x onerror=alert(1)&gt;");
  });
});
