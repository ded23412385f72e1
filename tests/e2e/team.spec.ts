import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

for (const { lang, path } of languages) {
  test.describe(path("/team"), () => {
    const copy = readCopy("team", lang);

    test("shows a leadership grid of six people with photo, name, role and description", async ({
      page,
    }) => {
      await openPage(page, path("/team"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const leadership = page.getByRole("region", { name: copy.leadership.title });
      const members = leadership.getByRole("listitem");
      await expect(members).toHaveCount(6);
      for (const member of await members.all()) {
        const name = await member.getByRole("heading", { level: 3 }).textContent();
        expect(name?.trim()).toBeTruthy();
        const photo = member.getByRole("img", { name: name ?? "" });
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toHaveAttribute("width", /\d+/);
        await expect(photo).toHaveAttribute("height", /\d+/);
        await expect(photo).toHaveJSProperty("complete", true);
        expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
          0,
        );
        // Role and description: two more paragraphs of text under the name.
        const texts = await member.locator("p").allTextContents();
        expect(texts.filter((text) => text.trim().length > 0)).toHaveLength(2);
      }
    });

    test("shows the non-executive board: a co-founder and a board member", async ({ page }) => {
      await openPage(page, path("/team"));
      const board = page.getByRole("region", { name: copy.board.title });
      const members = board.getByRole("listitem");
      await expect(members).toHaveCount(2);
      for (const [i, member] of copy.board.members.entries()) {
        await expect(members.nth(i)).toContainText(member.role);
      }
      await expect(board.getByRole("img")).toHaveCount(2);
    });

    test("links to the platform and to the customers", async ({ page }) => {
      await openPage(page, path("/team"));
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: copy.links.action.label })).toHaveAttribute(
        "href",
        path("/platform"),
      );
      const customers = copy.links.secondaryAction;
      if (!customers) throw new Error("the team page's second link is missing from its copy");
      await main.getByRole("link", { name: customers.label }).click();
      await expect(page).toHaveURL(path("/customers"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        readCopy("customers", lang).hero.title,
      );
    });
  });
}
