import type { Page } from "@playwright/test";

/**
 * Holds the page's load event back: the web font, which every page fetches, waits
 * until the returned function lets it through. For tests of what a page does, or
 * does not do, before it has loaded.
 */
export async function holdLoadEvent(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.woff2", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A few frames: time enough for an observer of the viewport, or a frame callback, to have fired. */
export async function waitFrames(page: Page, frames = 5): Promise<void> {
  await page.evaluate(async (count) => {
    for (let frame = 0; frame < count; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, frames);
}
