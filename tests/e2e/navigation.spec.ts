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
  test(`${home}: a cross-fade the browser skips still shows the next page, with no error`, async ({
    page,
  }) => {
    // A busy phone can miss the frame a transition needs, and the browser skips it; here on purpose.
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (
          event as Event & { viewTransition: ViewTransition | null }
        ).viewTransition?.skipTransition();
      });
    });
    await page.goto(home);
    await page.getByRole("contentinfo").getByRole("link", { name: "Team", exact: true }).click();
    await expect(page).toHaveURL(team);
    await expectShown(page.getByRole("heading", { level: 1 }));
    // The shared fixture fails the test on an uncaught error in either page.
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the next page appears at once, with no transition", async ({ page }) => {
    await recordReveals(page);
    await followContactLink(page);
    await expect(page.locator("html")).toHaveAttribute("data-revealed-by", "cut");
  });
});
