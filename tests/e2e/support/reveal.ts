import { expect, type Page } from "@playwright/test";

/**
 * Scrolls the page to the bottom a screen at a time, so every section that
 * waits to animate in has been shown, then back to the top. axe skips what is
 * still transparent; after this it sees the whole page as a reader does.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
}
