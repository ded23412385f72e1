import { readCopy, readUi } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

// Spec §2 Company fixes the counts (four stat tiles, four countries); the words
// come from each language's copy file.
for (const { lang, path } of languages) {
  test.describe(path("/company"), () => {
    const copy = readCopy("company", lang);

    test("tells the company's story under one h1", async ({ page }) => {
      await openPage(page, path("/company"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      await expect(
        page.getByRole("heading", { level: 2, name: copy.story.title, exact: true }),
      ).toBeVisible();
    });

    test("shows the four stat tiles with their labels", async ({ page }) => {
      await openPage(page, path("/company"));
      const stats = page.getByRole("region", { name: copy.stats.title });
      await expect(stats.getByRole("term")).toHaveCount(4);
      await expect(stats.getByRole("term")).toHaveText(copy.stats.stats.map((stat) => stat.label));
      await expect(stats.getByRole("definition")).toHaveText(
        copy.stats.stats.flatMap((stat) => [stat.number, stat.description]),
      );
    });

    test("has the company video with native controls, loading only metadata", async ({ page }) => {
      await openPage(page, path("/company"));
      const video = page.getByRole("main").locator("video");
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAccessibleName(copy.video.video.title);
      await expect(video).toHaveAttribute("controls");
      await expect(video).toHaveAttribute("preload", "metadata");
      await expect(video).toHaveJSProperty("paused", true);
      await expect(video).toContainText(readUi(lang).video.fallback);
    });

    test("shows the team's spread over four countries", async ({ page }) => {
      await openPage(page, path("/company"));
      const team = page.getByRole("region", { name: copy.team.title });
      await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
      await expect(team.getByRole("heading", { level: 3 })).toHaveText(
        copy.team.locations.map((location) => location.country),
      );
    });

    test("shows the customer logos with a pause control", async ({ page }) => {
      await openPage(page, path("/company"));
      const strip = page.getByRole("region", { name: copy.logos.title });
      // The strip shows the list twice for its loop; the copy is hidden from assistive tech.
      await expect(strip.getByRole("img")).toHaveCount(copy.logos.logos.length);
      const { pauseLabel, playLabel } = readUi(lang).logoStrip;
      await expect(
        strip.getByRole("button", { name: new RegExp(`^(${pauseLabel}|${playLabel})$`) }),
      ).toBeVisible();
    });

    test("both of its calls to action lead to the contact page, the demo request with its purpose", async ({
      page,
    }) => {
      const { action, secondaryAction } = copy.contact;
      expect(secondaryAction, "spec §2: a demo request beside the contact button").toBeDefined();
      for (const [{ label }, target] of [
        [action, path("/contact")],
        [secondaryAction ?? action, `${path("/contact")}?intent=demo`],
      ] as const) {
        await openPage(page, path("/company"));
        await page.getByRole("main").getByRole("link", { name: label }).click();
        await expect(page).toHaveURL(target);
      }
    });
  });
}
