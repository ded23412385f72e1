import { site } from "../../src/site.config";
import { expect, test } from "./support/fixtures";
import { DESKTOP_AND_PHONE } from "./support/viewports";

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

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`footer on a ${viewport.width} px screen`, () => {
    test.use({ viewport });

    test("has the groups Platform, Solutions and About with the spec's 15 links", async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });

      await expect(nav.getByRole("heading")).toHaveText(["Platform", "Solutions", "About"]);
      const links = nav.getByRole("link");
      await expect(links).toHaveCount(specLinks.length);
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("href")),
      );
      expect(hrefs.toSorted()).toEqual(specLinks.toSorted());
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link, "every footer link has a readable name").not.toHaveAccessibleName("");
      }
    });

    test("shows the Swiss postal address and © 2025", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const { address } = site;
      const postal = footer.locator("address");
      await expect(postal).toBeVisible();
      for (const line of [
        address.organisation,
        address.street,
        `${address.postalCode} ${address.city}`,
        "Switzerland",
      ]) {
        await expect(postal).toContainText(line);
      }
      await expect(footer.getByText("© 2025")).toBeVisible();
    });
  });
}

test("a footer link takes the visitor to its page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
  const privacy = nav.locator('a[href="/privacy-policy"]');
  await privacy.click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
