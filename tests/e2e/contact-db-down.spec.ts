import {
  actAsOwnClient,
  type contactForm,
  employeesField,
  field,
  fillContactForm,
  formNotice,
  notice,
  rejectionIssues,
  sendButton,
  startDbDownServer,
} from "./contact-support/helpers";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";

// One server whose database never answers (tests/e2e/contact-support/db-down-server.ts).
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startDbDownServer>>;
test.beforeAll(async () => {
  server = await startDbDownServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ allowedIssues: rejectionIssues });

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo);
});

const visitor = {
  firstName: "Cleo",
  lastName: "Rossi",
  email: "cleo@example.com",
  company: "Rossi GmbH",
  numberOfEmployees: "11-50",
  subject: "Training",
  message: "Please call me back.",
};

async function expectValuesKept(page: Parameters<typeof contactForm>[0]) {
  await expect(field(page, "First name")).toHaveValue(visitor.firstName);
  await expect(field(page, "Email")).toHaveValue(visitor.email);
  await expect(employeesField(page)).toHaveValue(visitor.numberOfEmployees);
  await expect(field(page, "Message")).toHaveValue(visitor.message);
}

test.describe("when the database is down", () => {
  test("with JavaScript: the failure toast, and the form keeps every value", async ({ page }) => {
    await openPage(page, `${server.url}/contact`);
    await fillContactForm(page, visitor);
    await sendButton(page).click();
    await expectShown(notice(page, "failed"));
    await expect(sendButton(page)).toBeEnabled();
    await expectValuesKept(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the failure message in the page, and the form keeps every value", async ({ page }) => {
      await page.goto(`${server.url}/contact`);
      await fillContactForm(page, visitor);
      await sendButton(page).click();
      await expect(formNotice(page, "failed")).toBeVisible();
      await expectValuesKept(page);
    });
  });

  test("the server stays up and /readyz says it is not ready", async ({ request }) => {
    const ready = await request.get(`${server.url}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: "not ready", database: "down" });
    expect((await request.get(`${server.url}/healthz`)).status()).toBe(200);
  });
});
