import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";

test.describe("/solutions", () => {
  test("has its own title and one h1", async ({ page }) => {
    await openPage(page, "/solutions");
    await expect(page).toHaveTitle(`Solutions | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("shows three solution cards linking to the three audience pages", async ({ page }) => {
    await openPage(page, "/solutions");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Large Corporates",
      "Small & Mid-sized Companies",
      "Individuals",
    ]);
    const links = cards.getByRole("link", { name: /Learn More/ });
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("href")),
    );
    expect(hrefs).toEqual(["/large-corporates", "/small-mid-sized-companies", "/individuals"]);
  });

  for (const [name, path] of [
    ["Large Corporates", "/large-corporates"],
    ["Small & Mid-sized Companies", "/small-mid-sized-companies"],
    ["Individuals", "/individuals"],
  ] as const) {
    test(`the ${name} card leads to ${path}`, async ({ page }) => {
      await openPage(page, "/solutions");
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name, exact: true }),
      });
      await card.getByRole("link", { name: /Learn More/ }).click();
      await expect(page).toHaveURL(path);
    });
  }
});
