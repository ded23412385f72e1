import { readCopy } from "../../src/content/read-copy";
import { CONTACT_INTENTS } from "../../src/lib/contact-schema";
import { site } from "../../src/site.config";
import {
  actAsOwnClient,
  contactForm,
  fillContactForm,
  formCopy,
  formNotice,
  mailsTo,
  notice,
  sendButton,
} from "./contact-support/helpers";
import { expectNoA11yViolations } from "./support/a11y";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

const uniqueEmail = (tag: string) => `e2e-purpose-${tag}-${Date.now()}@example.com`;

/** The mail to sales is in English, whatever the form's language. */
const english = formCopy("en");
const purposeLine = (intent: keyof typeof english.intents) =>
  `${english.fields.intent.label}: ${english.intents[intent]}`;

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo);
});

/** The form's "What can we help with?" field, in the page's language. */
function purposeField(
  page: Parameters<typeof contactForm>[0],
  lang: (typeof languages)[number]["lang"],
) {
  return contactForm(page, lang).getByRole("combobox", {
    name: formCopy(lang).fields.intent.label,
  });
}

for (const { lang, path } of languages) {
  const contactPage = path("/contact");
  const { purposes } = readCopy("contact", lang);
  const form = formCopy(lang);

  for (const javaScript of [true, false]) {
    test.describe(`${contactPage} ${javaScript ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript });

      for (const intent of CONTACT_INTENTS) {
        test(`?intent=${intent}: the heading and the form say the purpose, and it reaches sales`, async ({
          page,
        }) => {
          const url = `${contactPage}?intent=${intent}`;
          if (javaScript) await openPage(page, url);
          else await page.goto(url);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(purposes[intent].title);
          await expect(purposeField(page, lang)).toHaveValue(intent);
          await expect(purposeField(page, lang).locator("option:checked")).toHaveText(
            form.intents[intent],
          );

          const email = uniqueEmail(`${lang}-${intent}-${javaScript ? "js" : "nojs"}`);
          await fillContactForm(page, { email, message: `About ${intent}.` }, lang);
          await sendButton(page, lang).click();
          if (javaScript) await expectShown(notice(page, "sent", lang));
          else await expect(formNotice(page, "sent", lang)).toBeVisible();
          await expect.poll(() => mailsTo(email).length).toBe(1);
          expect(mailsTo(email)[0]).toContain(purposeLine(intent));
        });
      }
    });
  }

  test(`${contactPage}: a visitor changes the purpose, and sales gets the one chosen`, async ({
    page,
  }) => {
    await openPage(page, `${contactPage}?intent=demo`);
    await purposeField(page, lang).selectOption({ label: form.intents.pricing });
    const email = uniqueEmail(`${lang}-changed`);
    await fillContactForm(page, { email, message: "Actually, prices." }, lang);
    await sendButton(page, lang).click();
    await expectShown(notice(page, "sent", lang));
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect(mailsTo(email)[0]).toContain(purposeLine("pricing"));
  });

  test(`${contactPage}?intent=register: a learner is offered their own way in before the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `${contactPage}?intent=register`);
    const [startFree] = purposes.register.actions ?? [];
    if (!startFree) throw new Error("the register purpose offers no way in");
    const way = page.getByRole("main").getByRole("link", { name: startFree.label, exact: true });
    // On the first screen, without scrolling: the one step a learner came for.
    await expectShown(way);
    await expect(way).toHaveAttribute("href", site.platformRegisterUrl);
    const wayBox = await way.boundingBox();
    const formBox = await contactForm(page, lang).boundingBox();
    expect(wayBox && formBox && wayBox.y < formBox.y, "the way in comes before the form").toBe(
      true,
    );
    await expectNoA11yViolations(page);
  });

  test(`${contactPage}: an unknown purpose shows the page itself, and a purpose's file is no page`, async ({
    page,
  }) => {
    await openPage(page, `${contactPage}?intent=refund`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      readCopy("contact", lang).hero.title,
    );
    await expect(purposeField(page, lang)).toHaveValue("");
    const direct = await page.request.get(`${contactPage}/demo`);
    expect(direct.status()).toBe(404);
  });
}

for (const width of [390, 1440]) {
  test.describe(`the form's answers at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    /**
     * Every field and the Send button, each scrolled to the middle of the screen
     * as a visitor would, is what is at its centre: nothing covers it.
     */
    async function expectEveryControlUncovered(page: Parameters<typeof contactForm>[0]) {
      const covered = await contactForm(page).evaluate((form) => {
        const controls = form.querySelectorAll<HTMLElement>(
          "input:not([tabindex='-1']):not([type=hidden]), select, textarea, button[type=submit]",
        );
        const found: string[] = [];
        for (const control of controls) {
          control.scrollIntoView({ block: "center", behavior: "instant" });
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !(hit === control || control.contains(hit))) {
            found.push(
              `${control.getAttribute("name") ?? control.textContent}: ${hit?.outerHTML.slice(0, 60)}`,
            );
          }
        }
        return { checked: controls.length, found };
      });
      expect(covered.checked).toBeGreaterThan(7);
      expect(covered.found).toEqual([]);
    }

    test("no answer covers a field or Send, after an error and after a send; one confirmation, focused", async ({
      page,
    }) => {
      await openPage(page, "/contact?intent=demo");
      await sendButton(page).click();
      // The spec's toast and the field to fix, focused, both in view.
      await expectShown(notice(page, "missing"));
      await expect(page.locator(":focus")).toHaveAccessibleName(english.fields.email.label);
      await expectShown(page.locator(":focus"));
      await expectEveryControlUncovered(page);

      const email = uniqueEmail(`covered-${width}`);
      await fillContactForm(page, { email, message: "Does anything cover the form?" });
      await sendButton(page).click();
      await expectShown(notice(page, "sent"));
      await expectShown(sendButton(page));
      // One confirmation, the spec's words and then the reply-time promise, and focused: read at once.
      await expect(page.getByText(english.notices.sent.title, { exact: true })).toHaveCount(1);
      await expect(page.locator(":focus")).toContainText(english.notices.sent.description);
      await expect(page.locator(":focus")).toContainText(
        readCopy("contact", "en").nextSteps.promise,
      );
      await expectEveryControlUncovered(page);
    });
  });
}

for (const { lang, path } of languages) {
  test(`${path("/contact")}: beside Send, one line says what the details are for and links the privacy policy`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, path("/contact"));
    const { privacy } = formCopy(lang);
    const link = contactForm(page, lang).getByRole("link", { name: privacy.link.label });
    await sendButton(page, lang).scrollIntoViewIfNeeded();
    await expectShown(link);
    await expect(link).toHaveAttribute("href", path("/privacy-policy"));
    await expect(contactForm(page, lang).getByText(privacy.lead)).toBeVisible();
  });
}

for (const { lang, path } of languages) {
  for (const other of languages.filter((candidate) => candidate.lang !== lang)) {
    test(`${path("/contact")}?intent=pricing: the language switch keeps the purpose in ${other.name}`, async ({
      page,
    }) => {
      await openPage(page, `${path("/contact")}?intent=pricing`);
      await page
        .getByRole("banner")
        .getByRole("link", { name: other.name, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(`${other.path("/contact")}?intent=pricing`);
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        readCopy("contact", other.lang).purposes.pricing.title,
      );
    });
  }
}
