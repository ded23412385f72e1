import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";

test.describe("/philanthropy", () => {
  test("opens with the Social Impact & Philanthropy badge above the only h1", async ({ page }) => {
    await openPage(page, "/philanthropy");
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByText("Social Impact & Philanthropy", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("shows the two impact numbers of the spec", async ({ page }) => {
    await openPage(page, "/philanthropy");
    const impact = page.getByRole("region", { name: "Our Impact So Far" });
    const cards = impact.getByRole("term");
    await expect(cards).toHaveCount(2);
    await expect(impact).toContainText("400.000+");
    await expect(impact).toContainText(/students/i);
    await expect(impact).toContainText("reached through educational programs");
    await expect(impact).toContainText("210.000+");
    await expect(impact).toContainText(/women/i);
    await expect(impact).toContainText("educated through AI literacy programs");
  });

  test("shows the initiative's four goals as cards", async ({ page }) => {
    await openPage(page, "/philanthropy");
    const goals = page
      .getByRole("region", { name: "Our Goals" })
      .getByRole("heading", { level: 3 });
    await expect(goals).toHaveText([
      /educate 10 million talents worldwide/i,
      /mobilise women's participation in AI and tech/i,
      /provide access to job opportunities/i,
      /empower less privileged parts of the world on AI/i,
    ]);
  });

  test("opens the initiative's own site in a new tab", async ({ page, context }) => {
    // No internet here: answer for the initiative's site so the new tab can load.
    await context.route(`${site.initiativeUrl}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Initiative</title>" }),
    );
    await openPage(page, "/philanthropy");
    const link = page.getByRole("link", { name: "Visit the Initiative" });
    await expect(link).toHaveAttribute("href", site.initiativeUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleDescription("Opens in a new tab");

    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(new URL(site.initiativeUrl).host);
    await expect(page).toHaveURL("/philanthropy");
    await tab.close();
  });
});
