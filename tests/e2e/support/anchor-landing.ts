import { expect, type Page } from "@playwright/test";

/** The spec's anchor offset (§9): 100 px under 868 px wide, else 80 px. */
export function anchorOffset(viewportWidth: number): number {
  return viewportWidth < 868 ? 100 : 80;
}

/** Sub-pixel layout and rounded scroll positions may put a target this far off. */
const TOLERANCE_PX = 2;

/**
 * Waits until the element with this id has come to rest with its top at the
 * anchor offset below the viewport's top edge. Polls, because the scroll may
 * glide there, and the new page may still be loading its route module.
 */
export async function expectLandedOn(page: Page, id: string): Promise<void> {
  const offset = anchorOffset(page.viewportSize()?.width ?? 1280);
  await expect
    .poll(
      async () => {
        const top = await page.evaluate(
          (target) => document.getElementById(target)?.getBoundingClientRect().top ?? null,
          id,
        );
        // Within tolerance reads as the offset itself; otherwise the failure shows where it is.
        return top !== null && Math.abs(top - offset) <= TOLERANCE_PX ? offset : top;
      },
      { message: `top of #${id}, relative to the viewport`, timeout: 10_000 },
    )
    .toBe(offset);
}
