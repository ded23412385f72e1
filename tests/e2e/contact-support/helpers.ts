import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { freePort, parseMail } from "../../../server/test-support/smtp";
import { readCopy, readUi } from "../../../src/content/read-copy";
import type { ContactIntent, ContactOutcome } from "../../../src/lib/contact-schema";
import type { Locale } from "../../../src/locales";

/** The words of the form on the contact page in one language (English unless said). */
export const formCopy = (lang: Locale) => readCopy("contact", lang).form;

/** A client address of its own per test, sent as X-Forwarded-For (the server trusts one proxy). */
export function clientIpFor(testInfo: TestInfo): string {
  const hash = createHash("sha256")
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}`)
    .digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export async function actAsOwnClient(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientIpFor(testInfo) });
}

/** What the browser reports for a rejected submission: expected in those tests. */
export const rejectionIssues =
  /status of (400|403|413|429|503)|error response: (400|403|413|429|503) POST \S+\/contact/;

export interface Visitor {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  numberOfEmployees?: string;
  subject?: string;
  message?: string;
}

const labels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  company: "Company",
  subject: "Subject",
  message: "Message",
} as const;

type Label = (typeof labels)[keyof typeof labels];
type TextField = keyof typeof labels;

/** The card's words: for a question of one's own, or for the purpose a link named. */
export function cardCopy(lang: Locale, purpose?: ContactIntent) {
  const form = formCopy(lang);
  return purpose ? form.purposes[purpose] : form;
}

/** The form, named by its card's title: the purpose's on a page a link opened with one. */
export function contactForm(page: Page, lang: Locale = "en", purpose?: ContactIntent) {
  return page.getByRole("form", { name: cardCopy(lang, purpose).title });
}

export async function fillContactForm(
  page: Page,
  visitor: Visitor,
  lang: Locale = "en",
  purpose?: ContactIntent,
) {
  for (const key of Object.keys(labels) as TextField[]) {
    const value = visitor[key];
    if (value !== undefined) await textField(page, key, lang, purpose).fill(value);
  }
  if (visitor.numberOfEmployees) {
    await employeesField(page, lang, purpose).selectOption(visitor.numberOfEmployees);
  }
}

/** A text field of the form, found by its accessible name as a person would. */
export function field(page: Page, label: Label) {
  return contactForm(page).getByRole("textbox", { name: label, exact: true });
}

/** A text field of the form in one language, by its accessible name in that language. */
export function textField(page: Page, key: TextField, lang: Locale, purpose?: ContactIntent) {
  const { label } = formCopy(lang).fields[key];
  return contactForm(page, lang, purpose).getByRole("textbox", { name: label, exact: true });
}

export function employeesField(page: Page, lang: Locale = "en", purpose?: ContactIntent) {
  const { label } = formCopy(lang).fields.numberOfEmployees;
  return contactForm(page, lang, purpose).getByRole("combobox", { name: label });
}

export function sendButton(page: Page, lang: Locale = "en", purpose?: ContactIntent) {
  return contactForm(page, lang, purpose).getByRole("button", {
    name: cardCopy(lang, purpose).submit,
  });
}

/**
 * The spec's confirmation, which takes the form's place once a message is sent,
 * with or without JavaScript.
 */
export function confirmation(page: Page, lang: Locale = "en") {
  const { title, description } = formCopy(lang).notices.sent;
  return page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: title })
    .filter({ hasText: description });
}

/** "Send another message": after a send, the way back to an empty form (a link without JavaScript). */
export function sendAnother(page: Page, lang: Locale = "en") {
  const main = page.getByRole("main");
  const name = formCopy(lang).confirmation.again;
  return main.getByRole("button", { name }).or(main.getByRole("link", { name }));
}

/** The answer as a toast (with JavaScript), in the page's notification corner; a send's is the confirmation. */
export function notice(page: Page, outcome: ContactOutcome, lang: Locale = "en") {
  if (outcome === "sent") return confirmation(page, lang);
  const { title, description } = formCopy(lang).notices[outcome];
  return page
    .getByRole("region", { name: readUi(lang).toast.region })
    .getByRole("alert")
    .filter({ hasText: title })
    .filter({ hasText: description });
}

/** The answer written into the form without JavaScript; a send's is the confirmation in its place. */
export function formNotice(page: Page, outcome: ContactOutcome, lang: Locale = "en") {
  if (outcome === "sent") return confirmation(page, lang);
  const { title, description } = formCopy(lang).notices[outcome];
  return contactForm(page, lang)
    .getByRole("alert")
    .filter({ hasText: title })
    .filter({ hasText: description });
}

/** Notification mails the e2e server wrote (no SMTP_URL: .eml files under DATA_DIR/mail). */
export function mailsTo(replyTo: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .filter((mail) => mail.includes(`Reply-To: ${replyTo}`));
}

/** The text part, decoded, of the one notification mail that replies to `replyTo`. */
export function mailTextTo(replyTo: string): string | undefined {
  const [raw] = mailsTo(replyTo);
  return raw === undefined ? undefined : parseMail(raw).text;
}

/** Starts the test-only server whose database is down; resolves once it answers. */
export async function startDbDownServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const [port, deadPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "tests/e2e/contact-support/db-down-server.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DEAD_DB_PORT: String(deadPort),
        // Its pages are served from here, not from PUBLIC_SITE_URL.
        ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "silent",
        NODE_ENV: "production",
      },
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error("the database-down test server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
