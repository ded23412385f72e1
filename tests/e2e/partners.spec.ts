import { expect, openPage, test } from "./support/fixtures";

test.describe("/partners", () => {
  test("shows the three partner categories with their counts", async ({ page }) => {
    await openPage(page, "/partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Partners");
    const categories = page.getByRole("region", { name: "Three Kinds of Partners" });
    const cards = categories.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Technology",
      "Solution",
      "Networking and go-to-market",
    ]);
    for (const [i, count] of [10, 2, 3].entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(`${count} partners`);
      // Each card names exactly the partners it counts.
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(count);
    }
  });

  test("has a looping logo carousel of all 15 partners with working controls", async ({ page }) => {
    await openPage(page, "/partners");
    const carousel = page.getByRole("region", { name: "Partner logos" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(15);
    await expect(slides.first()).toHaveAccessibleName("1 of 15");
    await expect(carousel.getByRole("img")).toHaveCount(15);
    for (const logo of await carousel.getByRole("img").all()) {
      await expect(logo).not.toHaveAccessibleName("");
    }
    const status = carousel.getByText(/^Slide \d+ of 15$/);
    await expect(status).toHaveText("Slide 1 of 15");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(status).not.toHaveText("Slide 1 of 15");
    // Looping: going back from the start lands at the end.
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(status).not.toHaveText("Slide 1 of 15");
  });

  test('"Become a Partner" leads to the contact page', async ({ page }) => {
    await openPage(page, "/partners");
    await page.getByRole("main").getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL("/contact");
  });
});
