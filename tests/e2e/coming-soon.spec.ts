import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

for (const { lang, path } of languages) {
  test(`${path("/coming-soon")}: says what is coming and leads to the platform and contact pages in its language`, async ({
    page,
  }) => {
    const copy = readCopy("coming-soon", lang);
    await openPage(page, path("/coming-soon"));
    await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: copy.hero.actions?.[0]?.label })).toHaveAttribute(
      "href",
      path("/platform"),
    );
    await expect(main.getByRole("link", { name: copy.hero.actions?.[1]?.label })).toHaveAttribute(
      "href",
      path("/contact"),
    );
  });
}
