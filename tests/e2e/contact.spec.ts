import type { Page, Route } from "@playwright/test";
import { readCopy } from "../../src/content/read-copy";
import { localePath, locales } from "../../src/locales";
import { site } from "../../src/site.config";
import {
  actAsOwnClient,
  clientIpFor,
  contactForm,
  employeesField,
  field,
  fillContactForm,
  formCopy,
  formNotice,
  mailsTo,
  notice,
  rejectionIssues,
  sendAnother,
  sendButton,
  textField,
} from "./contact-support/helpers";
import { expectNoA11yViolations } from "./support/a11y";
import { expect, openPage, test, waitUntilReady } from "./support/fixtures";
import { expectShown, whyNotShown } from "./support/on-screen";

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}@example.com`;

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo);
});

test.describe("the contact page", () => {
  test("shows the hero, the form with a visible label on every field, and the three offices", async ({
    page,
  }) => {
    await openPage(page, "/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    const form = contactForm(page);
    await expect(page.getByRole("heading", { name: "Contact Form" })).toBeVisible();
    await expect(page.getByText("Send us a message")).toBeVisible();
    for (const label of [
      "First name",
      "Last name",
      "Email",
      "Company",
      "Subject",
      "Message",
    ] as const) {
      await expect(field(page, label)).toBeVisible();
      // The label is on screen, not only in the accessibility tree.
      await expect(form.locator("label", { hasText: label }).first()).toBeVisible();
    }
    await expect(employeesField(page)).toBeVisible();
    await expect(form.locator("label", { hasText: "Number of employees" })).toBeVisible();
    // A phone shows its email keyboard.
    await expect(field(page, "Email")).toHaveAttribute("inputmode", "email");
    await expect(field(page, "Email")).toHaveAttribute("required", "");
    await expect(employeesField(page).getByRole("option")).toHaveText([
      "Select a range",
      "1–10",
      "11–50",
      "51–200",
      "201–500",
      "501–1,000",
      "1,001–5,000",
      "5,000+",
    ]);
    const offices = page.getByRole("region", { name: "Our Offices" });
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText([
      "Switzerland",
      "Germany",
      "Turkey",
    ]);
    await expect(offices.getByText("Bahnhofstrasse 21")).toBeVisible();
    // What follows a message, and a direct way to sales.
    const next = page.getByRole("region", { name: "What happens next" });
    await expect(next.getByText("A person replies within one business day.")).toBeVisible();
    await expect(next.getByRole("listitem")).toHaveCount(3);
    await expect(next.getByRole("link", { name: site.salesEmail })).toHaveAttribute(
      "href",
      `mailto:${site.salesEmail}`,
    );
    await expectNoA11yViolations(page);
  });
});

test.describe("the contact form with JavaScript", () => {
  test("shows the destructive toast and sends nothing when email or message is missing", async ({
    page,
  }) => {
    await openPage(page, "/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    // The browser's own check would fire "invalid" and show its bubble over the page.
    await contactForm(page).evaluate((form) => {
      form.addEventListener("invalid", () => form.setAttribute("data-browser-check", "ran"), true);
    });
    await fillContactForm(page, { message: "Hello" });
    await sendButton(page).click();
    await expectShown(notice(page, "missing"));
    const email = field(page, "Email");
    await expect(email, "the visitor is taken to the field to fix").toBeFocused();
    await expect(contactForm(page), "one message, not the browser's as well").not.toHaveAttribute(
      "data-browser-check",
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This field is required.");
    await expect(field(page, "Message")).not.toHaveAttribute("aria-invalid", "true");
    await notice(page, "missing").getByRole("button", { name: "Close" }).click();
    await expect(notice(page, "missing")).toHaveCount(0);

    await fillContactForm(page, { email: "ann@example.com", message: "" });
    await sendButton(page).click();
    await expectShown(notice(page, "missing"));
    await expect(field(page, "Message")).toHaveAttribute("aria-invalid", "true");
    await expect(notice(page, "missing"), "the new toast replaced the old one").toHaveCount(1);
    expect(posts).toEqual([]);
  });

  test("explains a refused field and sends nothing", async ({ page }) => {
    await openPage(page, "/contact");
    await fillContactForm(page, { email: "ann@example", message: "Hello" });
    await sendButton(page).click();
    await expectShown(notice(page, "invalid"));
    const email = field(page, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expectNoA11yViolations(page);
  });

  test("a field's error goes as soon as its value is fine, not before", async ({ page }) => {
    await openPage(page, "/contact");
    await fillContactForm(page, { email: "ann@example", message: "Hello" });
    await sendButton(page).click();
    const email = field(page, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // Still wrong while typing on: the error stays.
    await email.pressSequentially(".c");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await email.pressSequentially("h");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
  });

  test('shows "Sending..." and disables the button while submitting, then "Message Sent!" and a cleared form', async ({
    page,
  }) => {
    await openPage(page, "/contact");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const email = uniqueEmail("js");
    await fillContactForm(page, {
      firstName: "Ann",
      lastName: "Meier",
      email,
      company: "Acme AG",
      numberOfEmployees: "51-200",
      subject: "A pilot",
      message: "We would like a pilot.",
    });
    await sendButton(page).click();

    const sending = contactForm(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();

    // Confirmed once, in the form's place, and focused so it is read; no second Send to press.
    await expectShown(notice(page, "sent"));
    await expect(page.locator(":focus")).toContainText("Message Sent!");
    await expect(contactForm(page)).toBeHidden();
    const summary = page.getByRole("region", { name: formCopy("en").confirmation.summary });
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(formCopy("en").intents.none);
    // No booking offered for a question of one's own, whatever the operator set.
    await expect(page.getByRole("link", { name: formCopy("en").confirmation.booking })).toHaveCount(
      0,
    );
    // "Send another message" brings back the form, empty.
    await sendAnother(page).click();
    await sendButton(page).scrollIntoViewIfNeeded();
    await expectShown(sendButton(page));
    await expect(sendButton(page)).toBeEnabled();
    for (const label of ["First name", "Email", "Company", "Subject", "Message"] as const) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(employeesField(page)).toHaveValue("");
    // Stored and notified: the outbox wrote the notification for this visitor.
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect(mailsTo(email)[0]).toContain("Subject: [Kairon AI contact] A pilot");
  });

  test("a field reached with the keyboard is not hidden under the header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/contact");
    await field(page, "Message").focus();
    // Focus glides the page to the field (scroll-behavior: smooth): let it stop first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          const settle = () => {
            if (window.scrollY === last) resolve();
            else {
              last = window.scrollY;
              setTimeout(settle, 150);
            }
          };
          settle();
        }),
    );
    // The subject field under the header's bar: on the screen, but not to be seen.
    await field(page, "Subject").evaluate((element) =>
      window.scrollBy({ top: element.getBoundingClientRect().top - 16, behavior: "instant" }),
    );
    expect(await whyNotShown(field(page, "Subject"))).toMatch(/covered/);
    await page.keyboard.press("Shift+Tab");
    await expect(field(page, "Subject")).toBeFocused();
    await expectShown(field(page, "Subject"));
  });

  test.describe("when the submission fails on the way", () => {
    // What the browser reports about the failures these tests cause, and nothing else.
    test.use({
      allowedIssues:
        /(status of (500|502)|net::ERR_FAILED).*\/contact:|(error response: (500|502) POST|request failed: POST) \S+\/contact\b/,
    });

    const failures: Record<string, (route: Route) => Promise<void>> = {
      "an application error (500)": (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
      "a proxy's 502 error page": (route) =>
        route.fulfill({
          status: 502,
          contentType: "text/html",
          body: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>",
        }),
      "a dropped connection": (route) => route.abort("failed"),
    };

    const typed = {
      firstName: "Clara",
      lastName: "Keller",
      company: "Keller Logistik GmbH",
      numberOfEmployees: "201-500",
      subject: "Pilot for our drivers",
      message: "We would like to train 300 people in planning and dispatch.\nCan we talk?",
    };

    async function failPosts(page: Page, fail: (route: Route) => Promise<void>) {
      await page.route("**/contact", (route) =>
        route.request().method() === "POST" ? fail(route) : route.continue(),
      );
    }

    async function expectTyped(page: Page, email: string) {
      await expect(field(page, "First name")).toHaveValue(typed.firstName);
      await expect(field(page, "Last name")).toHaveValue(typed.lastName);
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Company")).toHaveValue(typed.company);
      await expect(employeesField(page)).toHaveValue(typed.numberOfEmployees);
      await expect(field(page, "Subject")).toHaveValue(typed.subject);
      await expect(field(page, "Message")).toHaveValue(typed.message);
    }

    for (const [failure, fail] of Object.entries(failures)) {
      test(`${failure}: shows the failure toast, keeps every value, and sends again`, async ({
        page,
      }) => {
        await openPage(page, "/contact");
        const email = uniqueEmail("retry");
        await fillContactForm(page, { ...typed, email });
        await failPosts(page, fail);
        await sendButton(page).click();

        await expectShown(notice(page, "failed"));
        await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
        await expectTyped(page, email);
        await expect(sendButton(page)).toBeEnabled();

        await page.unroute("**/contact");
        await sendButton(page).click();
        await expectShown(notice(page, "sent"));
        await sendAnother(page).click();
        await expect(notice(page, "failed"), "the success replaced the failure").toHaveCount(0);
        await expect(field(page, "Message")).toHaveValue("");
        await expect.poll(() => mailsTo(email).length).toBe(1);
      });
    }

    test("three failed sends on a phone leave one toast, clear of the form", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, "/contact");
      const email = uniqueEmail("thrice");
      await fillContactForm(page, { ...typed, email });
      await failPosts(page, (route) => route.fulfill({ status: 500, body: "" }));
      for (let attempt = 1; attempt <= 3; attempt++) {
        // The visitor has scrolled just far enough to reach Send: it sits at the
        // screen's bottom edge, where the toast appears.
        await sendButton(page).evaluate((button) =>
          button.scrollIntoView({ block: "end", behavior: "instant" }),
        );
        await sendButton(page).click();
        await expectShown(notice(page, "failed"));
        await expect(sendButton(page)).toBeEnabled();
        await expectShown(sendButton(page), "the toast leaves the Send button uncovered");
      }
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(1);
      await expectTyped(page, email);
    });
  });

  test.describe("past the rate limit", () => {
    test.use({ allowedIssues: rejectionIssues });

    test('shows "Too many messages" and keeps the values', async ({ page }) => {
      await openPage(page, "/contact");
      for (let sent = 0; sent < 5; sent++) {
        await fillContactForm(page, { email: uniqueEmail(`rate${sent}`), message: "Hello" });
        await sendButton(page).click();
        await expectShown(notice(page, "sent"));
        // "Send another message" opens the contact page afresh, its script running again.
        await Promise.all([page.waitForEvent("load"), sendAnother(page).click()]);
        await waitUntilReady(page);
      }
      await fillContactForm(page, { email: "sixth@example.com", message: "One more" });
      await sendButton(page).click();
      await expectShown(notice(page, "rateLimited"));
      await expect(field(page, "Message")).toHaveValue("One more");
      expect(mailsTo("sixth@example.com")).toEqual([]);
    });
  });
});

test.describe("past the rate limit without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedIssues: rejectionIssues });

  for (const { code: lang } of locales) {
    const contactPath = localePath("/contact", lang);

    test(`${contactPath}: a short page says so in the form's language, and Back returns to what was typed`, async ({
      page,
      request,
    }, testInfo) => {
      // The five posts the limit allows, spent by the same client before the visitor's.
      for (let sent = 0; sent < 5; sent++) {
        const spent = await request.post(contactPath, {
          headers: {
            "x-forwarded-for": clientIpFor(testInfo),
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
          },
          data: new URLSearchParams({
            email: uniqueEmail(`limit${sent}`),
            message: "Hello",
          }).toString(),
        });
        expect(spent.status()).toBe(200);
      }
      const email = uniqueEmail(`limited-${lang}`);
      await page.goto(contactPath);
      await fillContactForm(page, { firstName: "Mia", email, message: "Still here?" }, lang);
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await sendButton(page, lang).click();
      expect((await answered).status()).toBe(429);

      const { title, description } = formCopy(lang).notices.rateLimited;
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(
        page.getByRole("link", { name: readCopy("contact", lang).refusal.backToForm }),
      ).toHaveAttribute("href", contactPath);
      expect(mailsTo(email)).toEqual([]);

      await page.goBack();
      await expect(page).toHaveURL(contactPath);
      await expect(textField(page, "email", lang)).toHaveValue(email);
      await expect(textField(page, "message", lang)).toHaveValue("Still here?");
    });
  }
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and shows the success message in the page, with empty fields", async ({
    page,
  }) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs");
    await fillContactForm(page, { firstName: "Ben", email, message: "No script here." });
    await sendButton(page).click();

    await expect(formNotice(page, "sent")).toBeVisible();
    await expect(formNotice(page, "sent")).toBeFocused();
    await expect(contactForm(page)).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText(email);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    await sendAnother(page).click();
    await expect(page).toHaveURL("/contact");
    await expect(field(page, "Email")).toHaveValue("");
  });

  test("sends from an address with letters outside ASCII before the @ (RFC 6531), which the browser does not stop", async ({
    page,
  }) => {
    await page.goto("/contact");
    const email = `jörg-${Date.now()}@example.ch`;
    await fillContactForm(page, { firstName: "Jörg", email, message: "Grüezi mitenand." });
    await sendButton(page).click();

    await expect(formNotice(page, "sent")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(email);
  });

  test.describe("rejections", () => {
    test.use({ allowedIssues: rejectionIssues });

    test("shows the missing-fields message and keeps every value", async ({ page }) => {
      await page.goto("/contact");
      // Blank but not empty passes the browser's required check; the server trims it.
      await fillContactForm(page, {
        firstName: "Ben",
        email: "ben@example.com",
        subject: "Kept",
        message: "   ",
      });
      await sendButton(page).click();

      await expect(formNotice(page, "missing")).toBeVisible();
      await expect(field(page, "First name")).toHaveValue("Ben");
      await expect(field(page, "Email")).toHaveValue("ben@example.com");
      await expect(field(page, "Subject")).toHaveValue("Kept");
      await expect(field(page, "Message")).toHaveAccessibleDescription("This field is required.");
    });
  });
});

test.describe("the German contact form", () => {
  const german = formCopy("de");

  test("with JavaScript: sends, and says so in a German toast", async ({ page }) => {
    await openPage(page, "/de/contact");
    const email = uniqueEmail("de-js");
    await fillContactForm(page, { firstName: "Jonas", email, message: "Grüezi!" }, "de");
    await sendButton(page, "de").click();

    await expectShown(notice(page, "sent", "de"));
    await expect(contactForm(page, "de")).toBeHidden();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    // Sales answers in the visitor's language: the mail says which one.
    expect(mailsTo(email)[0]).toContain("Language: German (form at /de/contact)");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts the form and answers with the German success message at /de/contact", async ({
      page,
    }) => {
      await page.goto("/de/contact");
      const email = uniqueEmail("de-nojs");
      await fillContactForm(page, { firstName: "Jonas", email, message: "Ohne Skript." }, "de");
      await sendButton(page, "de").click();

      await expect(formNotice(page, "sent", "de")).toBeVisible();
      await expect(formNotice(page, "sent", "de")).toBeFocused();
      await expect(page).toHaveURL("/de/contact");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("main")).toContainText(email);
      await expect.poll(() => mailsTo(email).length).toBe(1);
    });

    test.describe("rejections", () => {
      test.use({ allowedIssues: rejectionIssues });

      test("answers a blank message with 400, the German messages, and every value kept", async ({
        page,
      }) => {
        await page.goto("/de/contact");
        // Blank but not empty passes the browser's required check; the server trims it.
        await fillContactForm(
          page,
          { firstName: "Jonas", email: "jonas@example.com", subject: "Bleibt", message: "   " },
          "de",
        );
        const answered = page.waitForResponse((response) => response.request().method() === "POST");
        await sendButton(page, "de").click();
        expect((await answered).status()).toBe(400);

        await expect(formNotice(page, "missing", "de")).toBeVisible();
        await expect(page).toHaveURL("/de/contact");
        await expect(textField(page, "firstName", "de")).toHaveValue("Jonas");
        await expect(textField(page, "email", "de")).toHaveValue("jonas@example.com");
        await expect(textField(page, "subject", "de")).toHaveValue("Bleibt");
        await expect(textField(page, "message", "de")).toHaveAccessibleDescription(
          german.fieldIssues.required,
        );
      });
    });
  });
});

test.describe("what the server answers other sites, robots and oversized posts", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const headers = (
    testInfo: Parameters<typeof clientIpFor>[0],
    extra: Record<string, string> = {},
  ) => ({
    "content-type": "application/x-www-form-urlencoded",
    "x-forwarded-for": clientIpFor(testInfo),
    ...extra,
  });

  test("refuses a post from another site with 403 and says why", async ({
    request,
    baseURL,
  }, testInfo) => {
    const response = await request.post("/contact", {
      headers: headers(testInfo, { origin: "https://evil.example" }),
      data: form({ email: "x@example.com", message: "Hi" }),
    });
    expect(response.status()).toBe(403);
    const page = await response.text();
    expect(page, "another way to reach us").toContain(site.email);
    expect(page, "no reload that cannot help").not.toMatch(/reload/i);
    expect(baseURL).toBeTruthy();
  });

  test("refuses a post from a page whose host was rebound to ours (Host and Origin both the other site's), and sends nothing", async ({
    request,
    baseURL,
  }, testInfo) => {
    const rebound = `rebound.example:${new URL(baseURL ?? "").port}`;
    const email = uniqueEmail("rebound");
    for (const origin of [`http://${rebound}`, `http://visitor@${new URL(baseURL ?? "").host}`]) {
      const response = await request.post("/contact", {
        headers: headers(testInfo, { host: rebound, origin }),
        data: form({ email, message: "Hi" }),
      });
      expect(response.status()).toBe(403);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(email)).toEqual([]);
  });

  test("answers a form post without JavaScript as UTF-8 HTML, with or without a slash at the end, in both languages", async ({
    request,
    baseURL,
  }, testInfo) => {
    for (const path of ["/contact", "/contact/", "/de/contact", "/de/contact/"]) {
      const response = await request.post(path, {
        headers: headers(testInfo, { origin: baseURL ?? "", accept: "text/html" }),
        data: form({ email: uniqueEmail("slash"), message: "Hi" }),
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("text/html; charset=utf-8");
    }
  });

  test("refuses an oversized post with 413 and says why", async ({
    request,
    baseURL,
  }, testInfo) => {
    const response = await request.post("/contact", {
      headers: headers(testInfo, { origin: baseURL ?? "" }),
      data: form({ email: "x@example.com", message: "x".repeat(70_000) }),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("Your message is too long to send.");
  });

  test("answers a filled honeypot like a success and sends no mail", async ({
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail("bot");
    const response = await request.post("/contact", {
      headers: headers(testInfo, { origin: baseURL ?? "" }),
      data: form({ email, message: "Buy now", website: "https://spam.example" }),
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Message Sent!");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(email)).toEqual([]);
  });
});
