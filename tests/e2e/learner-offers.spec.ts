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

/** One tap on `link`, and the browser is at the platform's registration. */
async function expectRegistrationInOneTap(page: Page, link: Locator) {
  const requests = await answerForRegistration(page);
  await link.click();
  await expect(page).toHaveURL(register);
  expect(requests).toEqual([register]);
}

const widths = [390, 768, 1024, 1440];

for (const language of languages) {
  const ladder = readShared("offer-ladders", language.lang).find(
    ({ id }) => id === "ways-to-start",
  );
  if (!ladder) throw new Error(`offer-ladders.yaml (${language.lang}) has no "ways-to-start"`);
  const [freeFirst, monthly] = ladder.steps;
  const [entry] = freeFirst?.rows ?? [];
  const plans = readCopy("individuals-plans", language.lang).plans.plans;
  const forRegistering = `${language.path("/contact")}?intent=register`;

  for (const path of [language.path("/individuals"), language.path("/individuals2")]) {
    test.describe(path, () => {
      const table = (page: Page) => page.getByRole("table", { name: ladder.caption });
      const row = (page: Page, name: string) =>
        table(page).getByRole("row", { name: new RegExp(`^${name}\\b`) });

      test("the offer ladder leads from Entry and Premium to the registration and from each monthly plan to the contact page, to register", async ({
        page,
      }) => {
        await openPage(page, path);
        await expect(row(page, "Entry").getByRole("link")).toHaveAttribute("href", register);
        await expect(row(page, "Entry")).toContainText(String(entry?.price));
        await expect(row(page, "Premium").getByRole("link")).toHaveAttribute("href", register);
        // Spec §9: Premium in CHF, 270 a year instead of 450, or 110 a quarter.
        await expect(row(page, "Premium")).toContainText(/CHF\s270.*CHF\s450.*CHF\s110/);
        expect(monthly?.rows.map(({ offer }) => offer)).toEqual(plans.map(({ name }) => name));
        for (const plan of plans) {
          await expect(row(page, plan.name)).toContainText(plan.price);
          await expect(row(page, plan.name).getByRole("link")).toHaveAttribute(
            "href",
            forRegistering,
          );
        }
        await row(page, "Professional").getByRole("link").click();
        await expect(page).toHaveURL(forRegistering);
      });

      test(`"${entry?.link.label}" reaches the platform's registration in one tap`, async ({
        page,
      }) => {
        await openPage(page, path);
        await expectRegistrationInOneTap(
          page,
          table(page).getByRole("link", { name: entry?.link.label, exact: true }),
        );
      });

      for (const width of widths) {
        test(`at ${width} px the ladder fits the screen and every row's button can be tapped`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 844 });
          await openPage(page, path);
          const links = await table(page).getByRole("link").all();
          expect(links).toHaveLength(ladder.steps.flatMap((step) => step.rows).length);
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
