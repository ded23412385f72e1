import { navigation } from "../../src/content/navigation";
import { site } from "../../src/site.config";
import { expect, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { DESKTOP_AND_PHONE } from "./support/viewports";

for (const language of languages) {
  test.describe(`${language.name} (${language.home})`, () => {
    const { footer } = language.chrome;
    const footerNav = { name: footer.navLabel, exact: true };

    for (const viewport of DESKTOP_AND_PHONE) {
      test.describe(`footer on a ${viewport.width} px screen`, () => {
        test.use({ viewport });

        test("shows the navigation's groups, each with its pages, leading to their versions in this language", async ({
          page,
        }) => {
          await page.goto(language.home);
          const nav = page.getByRole("contentinfo").getByRole("navigation", footerNav);

          // The pages and their order are the navigation's; the words, this language's.
          await expect(nav.getByRole("heading")).toHaveText(
            footer.groups.map((group) => group.title),
          );
          const links = nav.getByRole("link");
          await expect(links).toHaveText(
            footer.groups.flatMap((group) => group.links.map((link) => link.label)),
          );
          const hrefs = await links.evaluateAll((elements) =>
            elements.map((element) => element.getAttribute("href")),
          );
          expect(hrefs).toEqual(
            navigation.footer.flatMap((group) => group.pages.map(language.path)),
          );
          for (const link of await links.all()) {
            await expect(link).toBeVisible();
          }
        });

        test("shows the Swiss postal address and © 2025", async ({ page }) => {
          await page.goto(language.home);
          const contentinfo = page.getByRole("contentinfo");
          const { address } = site;
          const postal = contentinfo.locator("address");
          await expect(postal).toBeVisible();
          for (const line of [
            address.organisation,
            address.street,
            `${address.postalCode} ${address.city}`,
            language.lang === "en" ? "Switzerland" : footer.country,
          ]) {
            await expect(postal).toContainText(line);
          }
          await expect(contentinfo.getByText("© 2025")).toBeVisible();
        });
      });
    }

    test("a footer link takes the visitor to its page", async ({ page }) => {
      await page.goto(language.home);
      const nav = page.getByRole("contentinfo").getByRole("navigation", footerNav);
      const privacyPolicy = language.path("/privacy-policy");
      await nav.locator(`a[href="${privacyPolicy}"]`).click();
      await expect(page).toHaveURL(privacyPolicy);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}
