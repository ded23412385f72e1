import { readCopy, readUi } from "../../src/content/read-copy";
import { bringIntoView, carouselStatus, fillIn, scriptRequests } from "./support/carousel";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

for (const language of languages) {
  const partnersPage = language.path("/partners");
  const text = readUi(language.lang).carousel;
  const copy = readCopy("partners", language.lang);

  test.describe(`${partnersPage} in ${language.name}`, () => {
    test("shows the three partner categories with their counts", async ({ page }) => {
      await openPage(page, partnersPage);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const categories = page.getByRole("region", { name: copy.groups.title });
      const cards = categories.getByRole("listitem").filter({ has: page.getByRole("heading") });
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        Object.values(copy.groups.names),
      );
      // The spec's counts: 10 technology, 2 solution, 3 networking and go-to-market partners.
      for (const [i, count] of [10, 2, 3].entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(
          copy.groups.countLabel.other.replace("{count}", String(count)),
        );
        // Each card names exactly the partners it counts.
        await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(count);
      }
    });

    test("its call to become a partner leads to the contact page for a partnership", async ({
      page,
    }) => {
      await openPage(page, partnersPage);
      await page
        .getByRole("main")
        .getByRole("link", { name: copy.becomePartner.action.label })
        .click();
      await expect(page).toHaveURL(`${language.path("/contact")}?intent=partnership`);
    });

    test("has a looping logo carousel of all 15 partners with working controls", async ({
      page,
    }) => {
      await openPage(page, partnersPage);
      const carousel = page.getByRole("region", {
        name: copy.carousel.carouselLabel,
      });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      const slides = carousel.getByRole("group");
      await expect(slides).toHaveCount(15);
      await expect(slides.first()).toHaveAccessibleName(fillIn(text.slide, 1, 15));
      await expect(carousel.getByRole("img")).toHaveCount(15);
      for (const logo of await carousel.getByRole("img").all()) {
        await expect(logo).not.toHaveAccessibleName("");
      }
      const status = carouselStatus(carousel, text, 15);
      const first = fillIn(text.status, 1, 15);
      await expect(status).toHaveText(first);
      await carousel.getByRole("button", { name: text.next }).click();
      await expect(status).not.toHaveText(first);
      // Looping: going back from the start lands at the end.
      await carousel.getByRole("button", { name: text.previous }).click();
      await carousel.getByRole("button", { name: text.previous }).click();
      await expect(status).not.toHaveText(first);
    });

    test.describe("on a desktop, the carousel a screen down", () => {
      test.use({ viewport: { width: 1440, height: 900 } });

      test("loads no script file until the visitor scrolls; scrolled to, the carousel works", async ({
        page,
      }) => {
        const scripts = scriptRequests(page);
        await openPage(page, partnersPage);
        await page.waitForLoadState("networkidle");
        expect(scripts, "script files before any scroll").toEqual([]);

        const carousel = page.getByRole("region", {
          name: copy.carousel.carouselLabel,
        });
        await bringIntoView(carousel);
        expect(scripts, "one file, Embla with the carousels' script: no React").toHaveLength(1);
        const status = carouselStatus(carousel, text, 15);
        await carousel.getByRole("button", { name: text.previous }).click();
        await expect(status).toHaveText(fillIn(text.status, 15, 15));
      });

      test("a press on Next before the carousel's script has come still moves it", async ({
        page,
      }) => {
        await openPage(page, partnersPage);
        const carousel = page.getByRole("region", {
          name: copy.carousel.carouselLabel,
        });
        // Keyboard focus and Enter: no scroll or pointer to fetch the script first.
        const next = carousel.getByRole("button", { name: text.next });
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(carouselStatus(carousel, text, 15)).toHaveText(fillIn(text.status, 2, 15));
      });
    });
  });
}
