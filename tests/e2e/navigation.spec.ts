import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";

/**
 * Issue 13: pages are plain documents linked to each other. The browser fetches
 * a page ahead when the pointer rests on its link, and cross-fades from page to
 * page, except for a visitor who asked for reduced motion.
 */

/** Records, in every document of the page, whether it was revealed through a view transition. */
async function recordReveals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener("pagereveal", (event) => {
      document.documentElement.dataset.revealedBy = (event as Event & { viewTransition: unknown })
        .viewTransition
        ? "transition"
        : "cut";
    });
  });
}

async function followContactLink(page: Page): Promise<void> {
  await page.goto("/");
  const link = page.getByRole("main").getByRole("link", { name: "Get Started Today" });
  await link.hover();
  // "Moderate" eagerness: the browser fetches after the pointer has rested 200 ms.
  await page.waitForTimeout(400);
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectShown(page.getByRole("heading", { level: 1 }));
}

test("a page whose link the pointer rests on is fetched ahead, and the visit uses that copy", async ({
  page,
}) => {
  await followContactLink(page);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          deliveryType: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
});

test("going from page to page by a link cross-fades the two pages", async ({ page }) => {
  await recordReveals(page);
  await followContactLink(page);
  await expect(page.locator("html")).toHaveAttribute("data-revealed-by", "transition");
});

for (const [home, team] of [
  ["/", "/team"],
  ["/de", "/de/team"],
] as const) {
  // A busy phone can miss the frame a transition needs, and the browser skips it:
  // on the page being left, or on the page arriving. Here on purpose, on either side.
  for (const side of ["pageswap", "pagereveal"] as const) {
    test(`${home}: a cross-fade the browser skips (${side}) still shows the next page, with no error`, async ({
      page,
    }) => {
      await page.addInitScript((event) => {
        window.addEventListener(event, (fired) => {
          (
            fired as Event & { viewTransition: ViewTransition | null }
          ).viewTransition?.skipTransition();
        });
      }, side);
      await page.goto(home);
      await page.getByRole("contentinfo").getByRole("link", { name: "Team", exact: true }).click();
      await expect(page).toHaveURL(team);
      await expectShown(page.getByRole("heading", { level: 1 }));
      // The shared fixture fails the test on an uncaught error in either page.
    });
  }
}

test("a skipped transition no script was handed (a slow next page, a rejection before pagereveal) stays out of the console", async ({
  page,
}) => {
  await page.goto("/team");
  // The browser can reject a transition's promise before pageswap or pagereveal
  // gives it to a script; an unawaited same-page transition, skipped, is the same rejection.
  await page.evaluate(() => {
    document.startViewTransition(() => {}).skipTransition();
  });
  await expectShown(page.getByRole("heading", { level: 1 }));
  // The shared fixture fails the test on an uncaught error.
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the next page appears at once, with no transition", async ({ page }) => {
    await recordReveals(page);
    await followContactLink(page);
    await expect(page.locator("html")).toHaveAttribute("data-revealed-by", "cut");
  });
});
