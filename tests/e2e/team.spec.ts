import { expect, openPage, test } from "./support/fixtures";

test.describe("/team", () => {
  test("shows a leadership grid of six people with photo, name, role and description", async ({
    page,
  }) => {
    await openPage(page, "/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
    const leadership = page.getByRole("region", { name: "Leadership" });
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
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Role and description: two more paragraphs of text under the name.
      const texts = await member.locator("p").allTextContents();
      expect(texts.filter((text) => text.trim().length > 0)).toHaveLength(2);
    }
  });

  test("shows the non-executive board: a co-founder and a board member", async ({ page }) => {
    await openPage(page, "/team");
    const board = page.getByRole("region", { name: "Non-Executive Board" });
    const members = board.getByRole("listitem");
    await expect(members).toHaveCount(2);
    await expect(members.nth(0)).toContainText("Co-Founder");
    await expect(members.nth(1)).toContainText("Board Member");
    await expect(board.getByRole("img")).toHaveCount(2);
  });

  test("links to the platform and to the customers", async ({ page }) => {
    await openPage(page, "/team");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explore the Platform" })).toHaveAttribute(
      "href",
      "/platform",
    );
    await main.getByRole("link", { name: "Meet Our Customers" }).click();
    await expect(page).toHaveURL("/customers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Customers");
  });
});
