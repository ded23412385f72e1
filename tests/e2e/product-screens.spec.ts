import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

/**
 * Issue 50: the pages show the platform as it is used, with its words, names
 * and figures in the page's language, drawn in the page rather than as
 * wordless wireframe pictures.
 */

/** The pages that show the product, by their English path. */
const PRODUCT_PAGES = ["/", "/platform", "/individuals", "/unleash-potential"];
/** The wireframe drawings the screens replaced: every file under these folders but people's portraits and clip posters. */
const WIREFRAME = /\/media\/(product\/|journey\/(?!learner-|intro))/;

for (const { lang, path: pathIn } of languages) {
  test(`${pathIn("/")}: the hero shows the learner's home with its words in the page's language, its sidebar at 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const screen = readCopy("home", lang).hero.visual;
    if (!screen?.learnerHome || !screen.frame)
      throw new Error("the home hero shows no learner's home");
    await openPage(page, pathIn("/"));
    const picture = page.getByRole("img", { name: screen.alt });
    await expectShown(picture);
    // Read out in the page's language: the nearest lang says which.
    expect(
      await picture.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")),
    ).toBe(lang);
    for (const words of [
      screen.learnerHome.path,
      screen.learnerHome.modules[0]?.title ?? "",
      screen.frame.sections[4] ?? "",
    ]) {
      await expect(picture.getByText(words, { exact: true })).toBeVisible();
    }
  });

  test(`${pathIn("/")}: on a 390 px phone the hero's screen fits the page and its words stay readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screen = readCopy("home", lang).hero.visual;
    if (!screen?.learnerHome) throw new Error("the home hero shows no learner's home");
    await openPage(page, pathIn("/"));
    const picture = page.getByRole("img", { name: screen.alt });
    const box = await picture.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    const path = picture.getByText(screen.learnerHome.path, { exact: true });
    await expect(path).toBeVisible();
    const size = await path.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(size, "the path's title in px").toBeGreaterThanOrEqual(11);
  });

  for (const englishPath of PRODUCT_PAGES) {
    const path = pathIn(englishPath);
    test(`${path} shows no wordless wireframe of the product`, async ({ page }) => {
      await openPage(page, path);
      const pictures = await page
        .locator("img")
        .evaluateAll((all) =>
          all.map(
            (image) => (image as HTMLImageElement).currentSrc || image.getAttribute("src") || "",
          ),
        );
      expect(pictures.filter((src) => WIREFRAME.test(src))).toEqual([]);
      await expect(
        page.getByRole("main").locator('[role="img"][aria-label]').first(),
      ).toBeAttached();
    });
  }
}
