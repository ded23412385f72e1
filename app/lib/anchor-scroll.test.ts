import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANCHOR_BREAKPOINT_PX,
  ANCHOR_OFFSET_NARROW_PX,
  ANCHOR_OFFSET_WIDE_PX,
  anchorOffset,
} from "./anchor-scroll";

describe("anchorOffset", () => {
  it("lands targets 100 px below the top under 868 px wide", () => {
    expect(anchorOffset(390)).toBe(100);
    expect(anchorOffset(867)).toBe(100);
  });

  it("lands targets 80 px below the top from 868 px wide", () => {
    expect(anchorOffset(868)).toBe(80);
    expect(anchorOffset(1280)).toBe(80);
  });

  it("matches the scroll offsets that app.css gives anchor targets without JavaScript", () => {
    const appCss = readFileSync(join(import.meta.dirname, "../app.css"), "utf8");
    const css = appCss.replace(/\s+/g, " ");
    expect(css).toContain(`--anchor-offset: ${ANCHOR_OFFSET_NARROW_PX}px;`);
    expect(css).toContain(
      `@media (min-width: ${ANCHOR_BREAKPOINT_PX}px) { :root { --anchor-offset: ${ANCHOR_OFFSET_WIDE_PX}px; } }`,
    );
    // The header's scroll-padding and the target's scroll-margin add up to the offset.
    expect(css).toContain("scroll-padding-top: var(--header-height);");
    expect(css).toContain("scroll-margin-top: calc(var(--anchor-offset) - var(--header-height));");
  });
});
