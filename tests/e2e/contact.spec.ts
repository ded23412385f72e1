import {
  actAsOwnClient,
  clientIpFor,
  contactForm,
  employeesField,
  field,
  fillContactForm,
  mailsTo,
  notice,
  rejectionIssues,
  sendButton,
} from "./contact-support/helpers";
import { expectNoA11yViolations } from "./support/a11y";
import { expect, openPage, test } from "./support/fixtures";

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
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
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

    await fillContactForm(page, { message: "Hello" });
    await sendButton(page).click();
    await expect(notice(page, "missing")).toBeVisible();
    await notice(page, "missing").getByRole("button", { name: "Close" }).click();
    await expect(notice(page, "missing")).toHaveCount(0);

    await fillContactForm(page, { email: "ann@example.com", message: "" });
    await sendButton(page).click();
    await expect(notice(page, "missing")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("explains a refused field and sends nothing", async ({ page }) => {
    await openPage(page, "/contact");
    await fillContactForm(page, { email: "ann@example", message: "Hello" });
    await sendButton(page).click();
    await expect(notice(page, "invalid")).toBeVisible();
    const email = field(page, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expectNoA11yViolations(page);
  });

  test('shows "Sending..." and disables the button while submitting, then "Message Sent!" and a cleared form', async ({
    page,
  }) => {
    await openPage(page, "/contact");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      await held;
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

    await expect(notice(page, "sent")).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
    for (const label of ["First name", "Email", "Company", "Subject", "Message"] as const) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(employeesField(page)).toHaveValue("");
    // Stored and notified: the outbox wrote the notification for this visitor.
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect(mailsTo(email)[0]).toContain("Subject: [Kairon AI contact] A pilot");
  });

  test.describe("past the rate limit", () => {
    test.use({ allowedIssues: rejectionIssues });

    test('shows "Too many messages" and keeps the values', async ({ page }) => {
      await openPage(page, "/contact");
      for (let sent = 0; sent < 5; sent++) {
        await fillContactForm(page, { email: uniqueEmail(`rate${sent}`), message: "Hello" });
        await sendButton(page).click();
        await expect(notice(page, "sent").first()).toBeVisible();
        await expect(field(page, "Message")).toHaveValue("");
      }
      await fillContactForm(page, { email: "sixth@example.com", message: "One more" });
      await sendButton(page).click();
      await expect(notice(page, "rateLimited")).toBeVisible();
      await expect(field(page, "Message")).toHaveValue("One more");
      expect(mailsTo("sixth@example.com")).toEqual([]);
    });
  });
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

    await expect(notice(page, "sent")).toBeVisible();
    await expect(notice(page, "sent")).toBeFocused();
    await expect(field(page, "Email")).toHaveValue("");
    await expect.poll(() => mailsTo(email).length).toBe(1);
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

      await expect(notice(page, "missing")).toBeVisible();
      await expect(field(page, "First name")).toHaveValue("Ben");
      await expect(field(page, "Email")).toHaveValue("ben@example.com");
      await expect(field(page, "Subject")).toHaveValue("Kept");
      await expect(field(page, "Message")).toHaveAccessibleDescription("This field is required.");
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
    expect(await response.text()).toContain("This form can only be sent from our own website.");
    expect(baseURL).toBeTruthy();
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
