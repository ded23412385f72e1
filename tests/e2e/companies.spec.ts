import type { Locator, Page } from "@playwright/test";
import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

// The spec's three platform options, product names in every language.
const platformOptionNames = ["Standard", "Enterprise-level", "Private Cloud"];

/** A card in the main content, found by its heading. */
function card(page: Page, name: string, level = 3): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level, name, exact: true }) });
}

/** The items of the list under a heading, in its card. */
function listUnder(scope: Locator, name: string, level: number): Locator {
  return scope
    .getByRole("heading", { level, name, exact: true })
    .locator("..")
    .getByRole("listitem");
}

/** The spec's facts of the security section, in each language's words. */
const securityFacts = {
  en: [
    /single-tenant/i,
    /Private Cloud/,
    /maximum security/i,
    /SSO/,
    /HR-system/i,
    /Swiss/,
    /revFADP/,
  ],
  de: [
    /Single-Tenant/,
    /Private Cloud/,
    /maximale Sicherheit/i,
    /SSO/,
    /HR-System/,
    /Schweiz/,
    /revDSG/,
  ],
  fr: [
    /single-tenant/i,
    /Private Cloud/,
    /sécurité maximale/i,
    /SSO/,
    /système RH/,
    /suisse/i,
    /nLPD/,
  ],
} as const;

/** The size each page serves, as a visitor comparing the two pages reads it. */
const sizes = {
  "large-corporates":
    /more than 1,000 employees|mehr als 1'000 Mitarbeitenden|plus de 1\u202f000 collaborateurs/,
  "small-mid-sized-companies":
    /50 to 1,000 employees|50 bis 1'000 Mitarbeitenden|50 à 1\u202f000 collaborateurs/,
} as const;

/** Where each page's hero leads besides a demo: procurement to security, a smaller buyer to pricing. */
const heroNext = {
  "large-corporates": "/security",
  "small-mid-sized-companies": "/pricing",
} as const;

for (const { lang, path } of languages) {
  for (const name of ["large-corporates", "small-mid-sized-companies"] as const) {
    const copy = readCopy(name, lang);
    const { offer, pricing: closing } = copy;
    const at = path(`/${name}`);
    const demo = `${path("/contact")}?intent=demo`;
    const pricing = `${path("/contact")}?intent=pricing`;

    test.describe(at, () => {
      test("has its own title and one h1, and says which company sizes it serves", async ({
        page,
      }) => {
        await openPage(page, at);
        await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const size = page.getByRole("main").getByText(sizes[name]);
        await expect(size).toBeInViewport();
      });

      test("says what the audience gets", async ({ page }) => {
        await openPage(page, at);
        for (const benefit of copy.benefits.items) {
          await expect(card(page, benefit.title)).toBeVisible();
        }
      });

      test(`opens with its next steps: request a demo or go on to ${heroNext[name]}`, async ({
        page,
      }) => {
        await openPage(page, at);
        const hero = page.getByRole("main").locator("section").first();
        const [demoLabel, nextLabel] = copy.hero.actions?.map((action) => action.label) ?? [];
        await expect(hero.getByRole("link", { name: demoLabel })).toHaveAttribute("href", demo);
        await expect(hero.getByRole("link", { name: nextLabel })).toHaveAttribute(
          "href",
          path(heroNext[name]),
        );
      });

      test("shows the platform options, the services and the ways to start once, in one section", async ({
        page,
      }) => {
        await openPage(page, at);
        const section = page.getByRole("region", { name: offer.title });
        await expect(section).toHaveCount(1);
        await expect(section.getByRole("heading", { level: 3 })).toHaveText([
          offer.platform.title,
          offer.services.title,
          offer.starts.title,
        ]);
        for (const option of platformOptionNames) {
          await expect(card(page, option, 4)).toHaveCount(1);
          await expect(card(page, option, 4)).toBeVisible();
        }
        for (const { title, items } of [...offer.services.groups, ...offer.starts.groups]) {
          await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1);
          await expect(listUnder(section, title, 4)).toHaveText([...items]);
        }
        const start = section.getByRole("link", { name: offer.starts.action.label });
        await expect(start).toHaveAttribute("href", path("/contact"));
      });

      test("ends with annual per-user pricing without figures, a way to a quote and to how pricing works", async ({
        page,
      }) => {
        await openPage(page, at);
        const band = page.getByRole("region", { name: closing.title });
        await expect(band).toContainText(closing.text);
        await expect(band).not.toContainText(/\d/);
        await expect(band.getByRole("link", { name: closing.action.label })).toHaveAttribute(
          "href",
          pricing,
        );
        const howItWorks = band.getByRole("link", { name: closing.secondaryAction?.label });
        await expect(howItWorks).toHaveAttribute("href", path("/pricing"));
        await band.getByRole("link", { name: closing.action.label }).click();
        await expect(page).toHaveURL(pricing);
      });
    });
  }

  test.describe(`the security review on ${path("/large-corporates")}`, () => {
    const { security } = readCopy("large-corporates", lang);
    const at = path("/large-corporates");

    test("shows security and data protection in four facts from the spec, and leads to /security", async ({
      page,
    }) => {
      await openPage(page, at);
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

      await section.getByRole("link", { name: security.more?.label }).click();
      await expect(page).toHaveURL(path("/security"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test.describe(`the badge of the option recommended to SMCs, in ${lang}`, () => {
    const recommended = readCopy("small-mid-sized-companies", lang).recommended;

    test("marks the Standard option on the SMC page, and only it", async ({ page }) => {
      await openPage(page, path("/small-mid-sized-companies"));
      expect(recommended?.option).toBe("Standard");
      const badge = recommended?.badge ?? "";
      await expect(page.getByRole("main").getByText(badge, { exact: true })).toHaveCount(1);
      await expect(card(page, "Standard", 4).getByText(badge)).toBeVisible();
    });

    test("does not appear on the large corporates page", async ({ page }) => {
      await openPage(page, path("/large-corporates"));
      await expect(page.getByText(recommended?.badge ?? "")).toHaveCount(0);
    });
  });
}
