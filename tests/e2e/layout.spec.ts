import { expect, test } from "./support/fixtures";
import { routes } from "./support/routes";

/**
 * Issue 15, quality.md: at every width a visitor uses, no page scrolls sideways
 * and the header's bar sits on one line (a wrapped logo or menu entry looks
 * broken and pushes the bar past its height).
 */
const WIDTHS = [390, 768, 1024, 1440] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route.path} does not scroll sideways, and its header bar is one line`, async ({
        page,
      }) => {
        await page.goto(route.path);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "pixels the page is wider than the screen").toBeLessThanOrEqual(0);

        // Every piece of text in the bar (not in its menus) is laid out on a single line.
        const wrapped = await page.locator("[data-site-header]").evaluate((header) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            const parent = node.parentElement;
            if (!text || !parent || parent.closest("details ul, [popover]")) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) found.push(text);
          }
          return found;
        });
        expect(wrapped, "header texts that wrap").toEqual([]);
      });
    }
  });
}
