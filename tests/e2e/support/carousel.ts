import { expect, type Locator, type Page } from "@playwright/test";
import type { CarouselCopy } from "../../../src/components/ui/Carousel";

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

/** A carousel's words for a place, as the page fills them in: "Slide 3 of 15". */
export { fillIn } from "../../../src/lib/fill-in";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The carousel's spoken position in its page's language, "Slide 3 of 15" or "Folie 3 von 15". */
export function carouselStatus(carousel: Locator, text: CarouselCopy, total: number): Locator {
  const pattern = text.status
    .split("{position}")
    .map((part) => escapeRegExp(part.replace("{total}", String(total))))
    .join("\\d+");
  return carousel.getByText(new RegExp(`^${pattern}$`));
}

/**
 * Scrolls a carousel into view and waits until Embla has taken its row over: the
 * scroll fetches the carousels' script (scripts/carousels.ts), and from then on
 * the row no longer scrolls natively but is clipped and moved by the script.
 */
export async function bringIntoView(carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  const row = carousel.getByRole("group").first().locator("xpath=../..");
  await expect
    .poll(() => row.evaluate((element) => getComputedStyle(element).overflowX))
    .toBe("hidden");
}

/** The paths of the script files `page` requests from now on, as it requests them. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
