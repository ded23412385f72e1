import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

/** The pages that tell their audience's customer story in short. */
const storyPages = ["large-corporates", "small-mid-sized-companies", "individuals"] as const;

// The badge the design review read as "this proof is made up", in each language.
const exampleBadge = /Example story|Beispielgeschichte|Cas d’exemple/;

for (const { lang, path } of languages) {
  for (const name of storyPages) {
    const { story: section } = readCopy(name, lang);
    const { story } = section;

    test(`${path(`/${name}`)} tells its own customer's story and leads to the whole of it on /customers`, async ({
      page,
    }) => {
      await openPage(page, path(`/${name}`));
      const band = page.getByRole("region", { name: story.title });
      const customer = band.getByText(story.customer).first();
      await customer.scrollIntoViewIfNeeded();
      await expectShown(customer);
      await expect(band.getByRole("definition")).toHaveText(story.outcomes.map((o) => o.figure));
      await expect(band.getByRole("figure")).toContainText(story.quote.name);

      await band.getByRole("link", { name: story.more.label }).click();
      await expect(page).toHaveURL(`${path("/customers")}#${story.id}`);
      const heading = page.getByRole("heading", { level: 2, name: story.title });
      // Landed below the fixed header, not under it.
      await expectShown(heading);
      const told = page.getByRole("region", { name: story.title });
      await expect(told.getByText(story.situation)).toBeVisible();
      await expect(told.getByRole("figure")).toContainText(story.quote.quote);
    });
  }

  test(`no page of the proof in ${lang} calls its story an example`, async ({ page }) => {
    for (const name of [...storyPages, "customers"]) {
      await openPage(page, path(`/${name}`));
      await expect(page.getByRole("main")).not.toContainText(exampleBadge);
    }
  });
}
