import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

// The spec's three audience pages, in the order of the cards; the words come from each language's copy.
const audiencePages = ["/large-corporates", "/small-mid-sized-companies", "/individuals"];

for (const { lang, path } of languages) {
  test.describe(path("/solutions"), () => {
    const copy = readCopy("solutions", lang);
    const cards = copy.solutions.items;

    test("has its own title and one h1", async ({ page }) => {
      await openPage(page, path("/solutions"));
      await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("shows three solution cards linking to the three audience pages", async ({ page }) => {
      await openPage(page, path("/solutions"));
      const items = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({
          has: page.getByRole("heading", { level: 3 }),
        });
      await expect(items.getByRole("heading", { level: 3 })).toHaveText(
        cards.map((card) => card.title),
      );
      const links = items.getByRole("link", { name: copy.solutions.linkLabel });
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("href")),
      );
      expect(hrefs).toEqual(audiencePages.map(path));
    });

    for (const [index, audiencePage] of audiencePages.entries()) {
      const name = cards[index]?.title ?? "";
      test(`the ${name} card leads to ${path(audiencePage)}`, async ({ page }) => {
        await openPage(page, path("/solutions"));
        const card = page.getByRole("listitem").filter({
          has: page.getByRole("heading", { level: 3, name, exact: true }),
        });
        await card.getByRole("link", { name: copy.solutions.linkLabel }).click();
        await expect(page).toHaveURL(path(audiencePage));
      });
    }
  });
}
