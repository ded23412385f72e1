import { expect, type Locator } from "@playwright/test";

/** How many slides of a carousel region are fully inside it right now. */
export function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const box = region.getBoundingClientRect();
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    return [...slides].filter((slide) => {
      const card = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return card.left >= box.left - 1 && card.right <= box.right + 1;
    }).length;
  });
}

/** The carousel's spoken position, "Slide 3 of 15". */
export function carouselStatus(carousel: Locator, total: number): Locator {
  return carousel.getByText(new RegExp(`^Slide \\d+ of ${total}$`));
}

/**
 * Scrolls a carousel into view and waits until it works: its script loads as
 * it nears the viewport, and its buttons are disabled until then.
 */
export async function bringIntoView(carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeEnabled();
}
