import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/** The WCAG levels quality.md holds every page to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

export interface A11yOptions {
  /** Only check inside these selectors (default: the whole page). */
  include?: string[];
  /** Leave these selectors out; say why at the call site. */
  exclude?: string[];
}

function formatViolation(violation: Result): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
    )
    .join("\n");
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
}

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule,
 * help text and offending nodes. Finite animations (reveals, transitions) are
 * let finish first: a half-faded element has a contrast no user sees for long.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => violation.id),
    `axe-core violations on ${page.url()}:\n${violations.map(formatViolation).join("\n")}`,
  ).toEqual([]);
}
