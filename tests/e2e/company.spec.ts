import { expect, openPage, test } from "./support/fixtures";

test.describe("/company", () => {
  test("tells that the company was founded in 2018 in Switzerland", async ({ page }) => {
    await openPage(page, "/company");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Founded in Switzerland in 2018" }),
    ).toBeVisible();
  });

  test("shows the four stat tiles with their labels", async ({ page }) => {
    await openPage(page, "/company");
    const stats = page.getByRole("region", { name: "Our Company in Numbers" });
    await expect(
      stats.getByRole("definition").filter({ hasText: /^(2018|100\+|No\.1|150'000)$/ }),
    ).toHaveText(["2018", "100+", "No.1", "150'000"]);
    await expect(stats.getByRole("term")).toHaveText([
      "Founded",
      "Large enterprises",
      "AI adoption platform",
      "Users trained",
    ]);
  });

  test("has the company video with native controls, loading only metadata", async ({ page }) => {
    await openPage(page, "/company");
    const video = page.getByRole("main").locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("controls");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video).toHaveJSProperty("paused", true);
    await expect(video).toContainText("Your browser does not support the video tag.");
  });

  test("shows the team's spread over four countries", async ({ page }) => {
    await openPage(page, "/company");
    const team = page.getByRole("region", { name: /30\+ team members/i });
    await expect(team.getByRole("heading", { level: 3 })).toHaveText([
      "Switzerland",
      "Germany",
      "Türkiye",
      "Cyprus",
    ]);
  });

  test("shows the customer logos with a pause control", async ({ page }) => {
    await openPage(page, "/company");
    const strip = page.getByRole("region", { name: "Trusted by leading enterprises" });
    // The strip shows the list twice for its loop; the copy is hidden from assistive tech.
    await expect(strip.getByRole("img")).toHaveCount(21);
    await expect(strip.getByRole("button", { name: /pause|play/i })).toBeVisible();
  });

  test('"Get in Touch" and "Request a Demo" both lead to the contact page', async ({ page }) => {
    for (const name of ["Get in Touch", "Request a Demo"]) {
      await openPage(page, "/company");
      await page.getByRole("main").getByRole("link", { name }).click();
      await expect(page).toHaveURL("/contact");
    }
  });
});
