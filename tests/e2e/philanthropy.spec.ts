import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

for (const { lang, path, chrome } of languages) {
  test.describe(path("/philanthropy"), () => {
    const copy = readCopy("philanthropy", lang);

    test("opens with its badge above the only h1", async ({ page }) => {
      await openPage(page, path("/philanthropy"));
      const hero = page.getByRole("main").locator("section").first();
      await expect(hero.getByText(copy.hero.badge ?? "", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("shows the two impact numbers of the spec", async ({ page }) => {
      await openPage(page, path("/philanthropy"));
      const impact = page.getByRole("region", { name: copy.impact.title });
      await expect(impact.getByRole("term")).toHaveCount(2);
      for (const stat of copy.impact.stats) {
        await expect(impact).toContainText(stat.number);
        await expect(impact).toContainText(stat.label);
        await expect(impact).toContainText(stat.description);
      }
    });

    test("shows the initiative's four goals as cards", async ({ page }) => {
      await openPage(page, path("/philanthropy"));
      const goals = page
        .getByRole("region", { name: copy.goals.title })
        .getByRole("heading", { level: 3 });
      await expect(goals).toHaveText(copy.goals.items.map((goal) => goal.title));
      await expect(goals).toHaveCount(4);
    });

    test("opens the initiative's own site in a new tab", async ({ page, context }) => {
      // No internet here: answer for the initiative's site so the new tab can load.
      await context.route(`${site.initiativeUrl}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Initiative</title>" }),
      );
      await openPage(page, path("/philanthropy"));
      const link = page.getByRole("link", { name: copy.initiative.action.label });
      await expect(link).toHaveAttribute("href", site.initiativeUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleDescription(chrome.header.newTabHint);

      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toContain(new URL(site.initiativeUrl).host);
      await expect(page).toHaveURL(path("/philanthropy"));
      await tab.close();
    });
  });
}
