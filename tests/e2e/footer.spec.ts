import { readSiteChrome } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, test } from "./support/fixtures";
import { type Language, languages } from "./support/languages";
import { DESKTOP_AND_PHONE } from "./support/viewports";

/** Spec §2 Footer: its groups, in order. */
const specGroups = ["Platform", "Solutions", "About"];

/** Spec §2 Footer: the 15 addresses it links to. */
const specLinks = [
  "/platform",
  "/ai-adoption-gap",
  "/people-centric-transformation",
  "/why-ai-important",
  "/solutions",
  "/individuals",
  "/company",
  "/team",
  "/customers",
  "/partners",
  "/philanthropy",
  "/news",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
];

/**
 * The heading of a spec group in a language: the spec's own title in English; in
 * another language, the title its footer copy gives the group holding the twin of
 * the English group's first page.
 */
function groupTitle(language: Language, specTitle: string): string {
  if (language.lang === "en") return specTitle;
  const english = readSiteChrome("en").footer.groups.find((group) => group.title === specTitle);
  const firstPage = english?.links[0]?.href;
  if (!firstPage) throw new Error(`the English footer copy has no group ${specTitle}`);
  const twin = language.path(firstPage);
  const group = language.chrome.footer.groups.find((candidate) =>
    candidate.links.some((link) => link.href === twin),
  );
  if (!group) throw new Error(`the ${language.lang} footer copy has no group linking ${twin}`);
  return group.title;
}

for (const language of languages) {
  test.describe(`${language.name} (${language.home})`, () => {
    const { footer } = language.chrome;
    const footerNav = { name: footer.navLabel, exact: true };

    for (const viewport of DESKTOP_AND_PHONE) {
      test.describe(`footer on a ${viewport.width} px screen`, () => {
        test.use({ viewport });

        test("has the groups Platform, Solutions and About with the spec's 15 links", async ({
          page,
        }) => {
          await page.goto(language.home);
          const nav = page.getByRole("contentinfo").getByRole("navigation", footerNav);

          await expect(nav.getByRole("heading")).toHaveText(
            specGroups.map((title) => groupTitle(language, title)),
          );
          const links = nav.getByRole("link");
          await expect(links).toHaveCount(specLinks.length);
          const hrefs = await links.evaluateAll((elements) =>
            elements.map((element) => element.getAttribute("href")),
          );
          expect(hrefs.toSorted()).toEqual(specLinks.map(language.path).toSorted());
          for (const link of await links.all()) {
            await expect(link).toBeVisible();
            await expect(link, "every footer link has a readable name").not.toHaveAccessibleName(
              "",
            );
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
