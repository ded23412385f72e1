import type { Page } from "@playwright/test";
import type { RoutedPage } from "../../src/route-table";
import { expect, test } from "./support/fixtures";
import { hasTranslation, routes } from "./support/routes";

/**
 * Issue 15, quality.md: at every width a visitor uses, no page scrolls sideways,
 * the header's bar sits on one line (a wrapped logo or menu entry looks broken
 * and pushes the bar past its height), and nothing a visitor can press is
 * covered by something else (a floating button over a tile, say). No word is
 * wider than the line it is set in: a browser without a hyphenation dictionary
 * (Debian's Chromium has none) breaks such a word anywhere, "Datenschutzerklärun"
 * over "g".
 */
const WIDTHS = [390, 768, 1024, 1440] as const;

/**
 * Every page in German and French, the long languages, and every page that has no
 * translation; of the English pages that have one, the home page, for the header bar:
 * the bar is the same on every page of a language, and English's log-in label is the
 * longest of the three. An English page's body is its translations' markup with
 * shorter words (issue 42: the expensive runs where a language can change the result).
 */
const laidOutHere = (route: RoutedPage) => !hasTranslation(route) || route.path === "/";

/**
 * One load per page, laid out again at each width: the pages change with the width
 * through CSS alone (no script reads the window's size when it starts), so a page
 * resized to a width is laid out as one loaded at it. Loading each page once per
 * width cost four loads for the same checks.
 */
test.describe(`at ${WIDTHS.join(", ")} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 900 } });
  // Four widths' checks in one test: / took 28 s of them on two cores shared by a load of 23.
  test.describe.configure({ timeout: 120_000 });

  for (const route of routes.filter(laidOutHere)) {
    test(`${route.path} does not scroll sideways, its header bar is one line, no word outgrows its line, and every control is on top where the visitor presses it`, async ({
      page,
    }) => {
      await page.goto(route.path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // The checks below read the page from its top, as it opens.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await expectLaidOut(page, width);
      }
    });
  }
});

async function expectLaidOut(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `at ${width} px: pixels the page is wider than the screen`).toBeLessThanOrEqual(
    0,
  );

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
  expect(wrapped, `at ${width} px: header texts that wrap`).toEqual([]);

  // A bar too full pushes its last control past the edge, where nobody can press it.
  const cutOff = await page.locator("[data-site-header]").evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>("a[href], button, summary")]
      .filter((control) => !control.closest("details ul, [popover]"))
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.left < 0 || rect.right > document.documentElement.clientWidth;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute("aria-label")),
  );
  expect(cutOff, `at ${width} px: header controls cut off at the screen's edge`).toEqual([]);

  // A word set over two lines that is wider than its box. (A word broken at
  // a line's end that would fit a line of its own is a browser hyphenating,
  // which is fine.)
  const outgrown = await page.evaluate(() => {
    const found: string[] = [];
    const lines = (rects: DOMRect[]) => new Set(rects.map((rect) => Math.round(rect.top))).size;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true })) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      if (lines([...whole.getClientRects()]) < 2) continue;
      // The line's width is that of the nearest box that is not inline.
      let box: HTMLElement = parent;
      while (getComputedStyle(box).display === "inline" && box.parentElement)
        box = box.parentElement;
      const style = getComputedStyle(box);
      const line = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A visually hidden label (one pixel wide) is read, not seen.
      if (line <= 1) continue;
      // A word may break after its own hyphen or slash: each part must fit.
      for (const word of (node as Text).data.matchAll(/[^\s\-\u00AD/–—]+[-\u00AD/–—]?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()];
        if (lines(rects) < 2) continue;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (width > line + 0.5)
          found.push(`${word[0]} (${Math.round(width)} px in ${Math.round(line)})`);
      }
    }
    return found;
  });
  expect(outgrown, `at ${width} px: words wider than their line`).toEqual([]);

  const covered = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input, select, textarea, video[controls], [tabindex='0']",
    );
    const found: string[] = [];
    for (const control of controls) {
      // Not shown on purpose: an inert or hidden slide, a closed menu or dropdown,
      // a skip link at rest (clipped to nothing until it has focus).
      if (control.closest("[inert], [aria-hidden='true']")) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (control.closest("details:not([open]) > :not(summary), [popover]:not(:popover-open)"))
        continue;
      if (getComputedStyle(control).clipPath.startsWith("inset(50%")) continue;
      const { width, height } = control.getBoundingClientRect();
      if (width <= 1 || height <= 1) continue;
      control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      // Clipped by its own scroller (a carousel's next slide): hidden, not covered.
      if (!hit.closest("[data-site-header]") && !hit.contains(control) && isClipped(control)) {
        continue;
      }
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();
      found.push(
        `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" under ${hit.tagName.toLowerCase()}.${hit.className.toString().slice(0, 60)}`,
      );
    }
    return found;

    function isClipped(element: HTMLElement): boolean {
      const rect = element.getBoundingClientRect();
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflow === "visible") continue;
        const clip = box.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        if (x < clip.left || x > clip.right) return true;
      }
      return false;
    }
  });
  expect(covered, `at ${width} px: controls covered at their centre`).toEqual([]);
}
