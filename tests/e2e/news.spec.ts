import { expect, openPage, test } from "./support/fixtures";

test.describe("/news", () => {
  test("says clearly that there is no news yet, and where to go instead", async ({ page }) => {
    await openPage(page, "/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    const news = page.getByRole("region", { name: "Latest News" });
    await expect(news.getByText("No news yet")).toBeVisible();
    await expect(news.getByRole("listitem")).toHaveCount(0);
    await expect(news.getByRole("link", { name: "Explore the Platform" })).toHaveAttribute(
      "href",
      "/platform",
    );
    await expect(news.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
