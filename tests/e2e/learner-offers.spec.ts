import type { Locator, Page } from "@playwright/test";
import { readCopy, readShared } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

const register = site.platformRegisterUrl;

/** No internet here: the platform's registration answers, and each request to it is counted. */
async function answerForRegistration(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${new URL(register).origin}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Register</title>" });
  });
  return requests;
}

/** One tap on `link`, and the browser is at the platform's registration (with the plan, if chosen). */
async function expectRegistrationInOneTap(page: Page, link: Locator, at = register) {
  const requests = await answerForRegistration(page);
  await link.click();
  await expect(page).toHaveURL(at);
  expect(requests).toEqual([at]);
}

const widths = [390, 768, 1024, 1440];

for (const language of languages) {
  const ladder = readShared("offer-ladders", language.lang).find(
    ({ id }) => id === "ways-to-start",
  );
  if (!ladder) throw new Error(`offer-ladders.yaml (${language.lang}) has no "ways-to-start"`);
  const rows = ladder.steps.flatMap((step) => step.rows);
  const contact = readCopy("contact", language.lang);
  const offers = readCopy("individuals-plans", language.lang);
  const nameOf = (offer: string) =>
    offer === "entry" || offer === "premium"
      ? offers.freemium[offer].name
      : (offers.plans.plans.find((plan) => plan.id === offer)?.name ?? offer);
  const forRegistering = (plan: string) =>
    `${language.path("/contact")}?intent=register&plan=${plan}`;

  for (const path of [language.path("/individuals"), language.path("/individuals2")]) {
    test.describe(path, () => {
      const tables = (page: Page) =>
        page.getByRole("region", { name: ladder.title }).getByRole("table");
      const row = (page: Page, name: string) =>
        tables(page).getByRole("row", { name: new RegExp(`^${name}\\b`) });

      test("the offer ladder has a table per currency, and each row leads to registering with its own plan, which the contact page names", async ({
        page,
      }) => {
        await openPage(page, path);
        // CHF for Entry and Premium, USD for the monthly plans: never both in one table.
        await expect(tables(page)).toHaveCount(2);
        const [swissFrancs, dollars] = [tables(page).first(), tables(page).last()];
        await expect(swissFrancs).toContainText("CHF");
        await expect(swissFrancs).not.toContainText(/\$|USD/);
        await expect(dollars).toContainText("USD");
        await expect(dollars).not.toContainText("CHF");
        // Spec §9: Premium in CHF, 270 a year instead of 450, or 110 a quarter.
        await expect(row(page, nameOf("premium"))).toContainText(/CHF\s270.*CHF\s450.*CHF\s110/);
        for (const { offer } of rows) {
          await expect(row(page, nameOf(offer)).getByRole("link")).toHaveAttribute(
            "href",
            forRegistering(offer),
          );
        }
        const professional = nameOf("professional");
        await row(page, professional).getByRole("link").click();
        await expect(page).toHaveURL(forRegistering("professional"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          contact.planPurpose.title.replace("{plan}", professional),
        );
        const price = offers.plans.plans.find((plan) => plan.id === "professional")?.price;
        await expect(page.getByRole("main")).toContainText(price ?? "?");
      });

      for (const width of widths) {
        test(`at ${width} px the ladder fits the screen and every row's button can be tapped`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 844 });
          await openPage(page, path);
          const links = await tables(page).getByRole("link").all();
          expect(links).toHaveLength(rows.length);
          for (const link of links) {
            await link.scrollIntoViewIfNeeded();
            await expectShown(link);
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        });
      }
    });
  }

  test(`${forRegistering("entry")}: a learner who chose Entry registers on the platform in one tap, the plan carried along`, async ({
    page,
  }) => {
    await openPage(page, forRegistering("entry"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      contact.planPurpose.title.replace("{plan}", nameOf("entry")),
    );
    const way = page
      .getByRole("main")
      .getByRole("link", { name: contact.planPurpose.selfServe.action.label });
    await expectShown(way);
    await expectRegistrationInOneTap(page, way, `${register}?plan=entry`);
  });

  // The spec's own registration buttons on the landing and learning-journey pages.
  for (const [path, copy] of [
    [language.path("/individuals/en"), readCopy("individuals-landing", language.lang)],
    [language.path("/unleash-potential"), readCopy("learning-journey", language.lang)],
  ] as const) {
    test(`${path}: the hero's "${copy.hero.actions?.[0]?.label}" reaches the platform's registration in one tap`, async ({
      page,
    }) => {
      await openPage(page, path);
      await expectRegistrationInOneTap(
        page,
        page.getByRole("main").getByRole("link", { name: copy.hero.actions?.[0]?.label }).first(),
      );
    });
  }
}
