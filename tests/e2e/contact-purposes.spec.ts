import { readCopy } from "../../src/content/read-copy";
import { CONTACT_INTENTS, type ContactIntent } from "../../src/lib/contact-schema";
import { site } from "../../src/site.config";
import {
  actAsOwnClient,
  confirmation,
  contactForm,
  formCopy,
  mailsTo,
  mailTextTo,
  notice,
  sendAnother,
  sendButton,
  textField,
} from "./contact-support/helpers";
import { expectNoA11yViolations } from "./support/a11y";
import { BOOKING_URL } from "./support/booking";
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
  purpose?: ContactIntent,
) {
  return contactForm(page, lang, purpose).getByRole("combobox", {
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
        const card = form.purposes[intent];
        test(`?intent=${intent}: the page, the card, its button and its message say the purpose; an address alone sends it to sales`, async ({
          page,
        }) => {
          const url = `${contactPage}?intent=${intent}`;
          if (javaScript) await openPage(page, url);
          else await page.goto(url);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(purposes[intent].title);
          await expect(page.getByRole("heading", { level: 2, name: card.title })).toBeVisible();
          await expect(purposeField(page, lang, intent)).toHaveValue(intent);
          await expect(purposeField(page, lang, intent).locator("option:checked")).toHaveText(
            form.intents[intent],
          );
          // The spec's required message is written already: the visitor may send it as it is.
          await expect(textField(page, "message", lang, intent)).toHaveValue(card.message);

          const email = uniqueEmail(`${lang}-${intent}-${javaScript ? "js" : "nojs"}`);
          await textField(page, "email", lang, intent).fill(email);
          await sendButton(page, lang, intent).click();
          await expectShown(confirmation(page, lang));
          await expect(contactForm(page, lang, intent)).toBeHidden();
          const summary = page.getByRole("region", { name: form.confirmation.summary });
          await expect(summary).toContainText(form.intents[intent]);
          await expect(summary).toContainText(email);
          // A time to book, for a demo request only (the e2e server sets PUBLIC_BOOKING_URL).
          const booking = page.getByRole("link", { name: form.confirmation.booking });
          if (intent === "demo") {
            await booking.scrollIntoViewIfNeeded();
            await expectShown(booking);
            await expect(booking).toHaveAttribute("href", BOOKING_URL);
          } else {
            await expect(booking).toBeHidden();
          }
          await expect.poll(() => mailsTo(email).length).toBe(1);
          expect(mailsTo(email)[0]).toContain(purposeLine(intent));
          expect(mailTextTo(email)).toContain(card.message);
        });
      }
    });
  }

  test(`${contactPage}: the card follows the purpose a visitor picks, until they write their own message`, async ({
    page,
  }) => {
    await openPage(page, `${contactPage}?intent=demo`);
    await purposeField(page, lang, "demo").selectOption({ label: form.intents.pricing });
    const pricing = form.purposes.pricing;
    await expect(page.getByRole("heading", { level: 2, name: pricing.title })).toBeVisible();
    await expect(sendButton(page, lang, "pricing")).toBeVisible();
    await expect(textField(page, "message", lang, "pricing")).toHaveValue(pricing.message);
    // Their own words stay, whatever they pick next.
    await textField(page, "message", lang, "pricing").fill("Actually, prices for 300 people.");
    await purposeField(page, lang, "pricing").selectOption({ label: form.intents.partnership });
    await expect(textField(page, "message", lang, "partnership")).toHaveValue(
      "Actually, prices for 300 people.",
    );
    await purposeField(page, lang, "partnership").selectOption({ label: form.intents.pricing });
    const email = uniqueEmail(`${lang}-changed`);
    await textField(page, "email", lang, "pricing").fill(email);
    await sendButton(page, lang, "pricing").click();
    await expectShown(confirmation(page, lang));
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
    const formBox = await contactForm(page, lang, "register").boundingBox();
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
      const covered = await contactForm(page, "en", "demo").evaluate((form) => {
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
      await sendButton(page, "en", "demo").click();
      // The spec's toast and the field to fix, focused, both in view.
      await expectShown(notice(page, "missing"));
      await expect(page.locator(":focus")).toHaveAccessibleName(english.fields.email.label);
      await expectShown(page.locator(":focus"));
      await expectEveryControlUncovered(page);

      const email = uniqueEmail(`covered-${width}`);
      await textField(page, "email", "en", "demo").fill(email);
      await sendButton(page, "en", "demo").click();
      await expectShown(notice(page, "sent"));
      await expect(contactForm(page, "en", "demo")).toBeHidden();
      // One confirmation, the spec's words and then the reply-time promise, and focused: read at once.
      await expect(page.getByText(english.notices.sent.title, { exact: true })).toHaveCount(1);
      await expect(page.locator(":focus")).toContainText(english.notices.sent.description);
      await expect(page.locator(":focus")).toContainText(
        readCopy("contact", "en").nextSteps.promise,
      );
      for (const next of [
        page.getByRole("link", { name: english.confirmation.booking }),
        sendAnother(page),
      ]) {
        await next.scrollIntoViewIfNeeded();
        await expectShown(next);
      }
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
