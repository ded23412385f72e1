import { readCopy } from "../../src/content/read-copy";
import {
  actAsOwnClient,
  fillContactForm,
  formNotice,
  mailsTo,
  mailTextTo,
  notice,
  sendButton,
} from "./contact-support/helpers";
import { expect, test, waitUntilReady } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

const uniqueEmail = (tag: string) => `e2e-source-${tag}-${Date.now()}@example.com`;

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo);
});

for (const { lang, path, chrome } of languages) {
  test(`${path("/platform")}: a visit from another site's campaign reaches sales with its source, and the browser keeps nothing`, async ({
    page,
    context,
  }) => {
    // Arrives from a LinkedIn post's tagged link, looks around, then writes.
    await page.goto(`${path("/platform")}?utm_source=linkedin&utm_medium=social&utm_campaign=q4`, {
      referer: "https://www.linkedin.com/feed/update/123",
    });
    await waitUntilReady(page);
    await page.getByRole("banner").getByRole("link", { name: chrome.header.homeLabel }).click();
    await waitUntilReady(page);
    const getStarted = readCopy("home", lang).hero.actions?.[0];
    await page.getByRole("main").getByRole("link", { name: getStarted?.label }).click();
    await expect(page).toHaveURL(path("/contact"));
    await waitUntilReady(page);

    const email = uniqueEmail(`${lang}-js`);
    await fillContactForm(page, { email, message: "Where did I come from?" }, lang);
    await sendButton(page, lang).click();
    await expectShown(notice(page, "sent", lang));
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const mail = mailTextTo(email);
    expect(mail).toContain("Came from: www.linkedin.com");
    expect(mail).toContain("Campaign: utm_source=linkedin, utm_medium=social, utm_campaign=q4");
    expect(mail).toContain(`Previous page: ${path("/")}`);
    expect(mail).toContain(`Sent from: ${path("/contact")}`);
    // No cookie, nothing in the browser's storage.
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length })),
    ).toEqual({ local: 0, session: 0 });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test(`${path("/contact")}?utm_source=flyer: the tagged form's page reaches sales from the post alone`, async ({
      page,
    }) => {
      await page.goto(`${path("/contact")}?intent=demo&utm_source=flyer&utm_medium=print`);
      const email = uniqueEmail(`${lang}-nojs`);
      await fillContactForm(page, { email, message: "Sent without scripts." }, lang, "demo");
      await sendButton(page, lang, "demo").click();
      await expect(formNotice(page, "sent", lang)).toBeVisible();
      await expect.poll(() => mailsTo(email).length).toBe(1);
      const mail = mailTextTo(email);
      expect(mail).toContain(
        `Sent from: ${path("/contact")}?intent=demo&utm_source=flyer&utm_medium=print`,
      );
      expect(mail).toContain("Campaign: utm_source=flyer, utm_medium=print");
      expect(mail).toContain("Came from: —");
    });
  });
}
