import type { Locator, Page } from "@playwright/test";
import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

// The spec's three platform options, product names in every language.
const platformOptionNames = ["Standard", "Enterprise-level", "Private Cloud"];

/** A card in the main content, found by its h3. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

for (const { lang, path } of languages) {
  for (const name of ["large-corporates", "small-mid-sized-companies"] as const) {
    const copy = readCopy(name, lang);
    const { offer } = copy;
    const at = path(`/${name}`);

    test.describe(at, () => {
      test("has its own title and one h1", async ({ page }) => {
        await openPage(page, at);
        await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      });

      test("says what the audience gets", async ({ page }) => {
        await openPage(page, at);
        for (const benefit of copy.benefits.items) {
          await expect(card(page, benefit.title)).toBeVisible();
        }
      });

      test("shows the three platform options", async ({ page }) => {
        await openPage(page, at);
        for (const option of platformOptionNames) await expect(card(page, option)).toBeVisible();
      });

      test("lists the complementary services and the customisation", async ({ page }) => {
        await openPage(page, at);
        const group = (title: string) =>
          page
            .getByRole("heading", { level: 3, name: title, exact: true })
            .locator("..")
            .getByRole("listitem");
        for (const { title, items } of offer.services.groups) {
          await expect(group(title)).toHaveText([...items]);
        }
      });

      test("suggests a pilot project or a 3-stage approach", async ({ page }) => {
        await openPage(page, at);
        const main = page.getByRole("main");
        for (const start of copy.starts.groups) {
          await expect(main.getByRole("heading", { level: 3, name: start.title })).toBeVisible();
        }
      });

      test("explains annual per-user pricing with volume discounts, without figures", async ({
        page,
      }) => {
        await openPage(page, at);
        const pricing = page.getByRole("region", { name: offer.pricing.title });
        await expect(pricing).toContainText(offer.pricing.text);
        await expect(pricing).not.toContainText(/\d/);
      });

      test("every button to get started leads to the contact page", async ({ page }) => {
        await openPage(page, at);
        const label = offer.pricing.action.label;
        expect(copy.hero.actions?.[0]?.label).toBe(label);
        const buttons = page.getByRole("main").getByRole("link", { name: label });
        await expect(buttons).toHaveCount(2);
        for (const button of await buttons.all()) {
          await expect(button).toHaveAttribute("href", path("/contact"));
        }
        await buttons.last().click();
        await expect(page).toHaveURL(path("/contact"));
      });
    });
  }

  test.describe(`the badge of the option recommended to SMCs, in ${lang}`, () => {
    const { badge, option } = readCopy("small-mid-sized-companies", lang).platform.recommended;

    test("marks the Standard option on the SMC page, and only it", async ({ page }) => {
      await openPage(page, path("/small-mid-sized-companies"));
      await expect(page.getByRole("main").getByText(badge, { exact: true })).toHaveCount(1);
      expect(option).toBe("Standard");
      await expect(card(page, "Standard").getByText(badge)).toBeVisible();
    });

    test("does not appear on the large corporates page", async ({ page }) => {
      await openPage(page, path("/large-corporates"));
      await expect(page.getByText(badge)).toHaveCount(0);
    });
  });
}

/** The spec's facts of the security section, in each language's words. */
const securityFacts = {
  en: [/single-tenant/i, /Private Cloud/, /maximum security/i, /SSO/, /HR-system/i, /Swiss/],
  de: [/Single-Tenant/, /Private Cloud/, /maximale Sicherheit/i, /SSO/, /HR-System/, /Schweiz/],
} as const;

for (const { lang, path } of languages) {
  const { security } = readCopy("large-corporates", lang);

  test(`${path("/large-corporates")} shows security and data protection in four facts from the spec`, async ({
    page,
  }) => {
    await openPage(page, path("/large-corporates"));
    const section = page.getByRole("region", { name: security.title });
    await section.scrollIntoViewIfNeeded();
    const facts = section.getByRole("listitem");
    await expect(facts).toHaveCount(4);
    for (const fact of await facts.all()) {
      await expect(fact.getByRole("heading", { level: 3 })).toBeVisible();
    }
    for (const words of securityFacts[lang]) await expect(section).toContainText(words);
    // The one number the spec gives is the founding year: no figure or certificate is made up.
    const said = (await section.textContent()) ?? "";
    expect(said).toContain("2018");
    expect(said.replaceAll("2018", "")).not.toMatch(/\d/);
  });
}
