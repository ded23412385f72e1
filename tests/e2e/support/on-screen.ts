import { expect, type Locator } from "@playwright/test";

/** Sub-pixel layout may put an edge this far past the viewport's. */
const EDGE_TOLERANCE_PX = 1;

/**
 * Whether a person can see the element: its whole box inside the viewport, and
 * it (or something inside it) is what `document.elementFromPoint` finds at its
 * centre. Returns "shown", or what stands in the way, so a failure says why.
 * Playwright's toBeVisible() asks only for a non-empty box, which a clipped,
 * covered or off-screen element also has.
 */
export async function whyNotShown(locator: Locator): Promise<string> {
  return locator.evaluate((element, tolerance) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return "it has no size";
    const { innerWidth, innerHeight } = window;
    const outside =
      box.left < -tolerance ||
      box.top < -tolerance ||
      box.right > innerWidth + tolerance ||
      box.bottom > innerHeight + tolerance;
    const where = `(${Math.round(box.left)}, ${Math.round(box.top)})–(${Math.round(box.right)}, ${Math.round(box.bottom)})`;
    if (outside) return `it is not wholly on the ${innerWidth} × ${innerHeight} screen: ${where}`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return `nothing is at its centre ${where}`;
    if (hit === element || element.contains(hit)) return "shown";
    const name = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}>${(node.textContent ?? "").trim().slice(0, 40)}`;
    return `it is covered at its centre by ${name(hit)}`;
  }, EDGE_TOLERANCE_PX);
}

/** Waits until the element is shown as a person sees it (see whyNotShown). */
export async function expectShown(locator: Locator, message?: string): Promise<void> {
  await expect
    .poll(() => whyNotShown(locator), { message: message ?? `${locator} is on screen` })
    .toBe("shown");
}

/**
 * Scrolls `container` with the mouse wheel, as a person would, until `target`
 * inside it is shown; fails if the container cannot scroll it into view.
 */
export async function scrollWithinUntilShown(container: Locator, target: Locator): Promise<void> {
  const page = container.page();
  const box = await container.boundingBox();
  if (!box) throw new Error(`${container} is not rendered`);
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  const scrollTop = () => container.evaluate((element) => element.scrollTop);
  for (let step = 0; step < 40; step += 1) {
    if ((await whyNotShown(target)) === "shown") return;
    const before = await scrollTop();
    await page.mouse.wheel(0, 150);
    const moved = await expect
      .poll(scrollTop, { timeout: 1_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
    if (!moved) break;
  }
  await expectShown(target, `${target} can be scrolled into view inside ${container}`);
}
