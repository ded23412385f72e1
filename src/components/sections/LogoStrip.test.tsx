import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCopy, readUi } from "~/content/read-copy";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { startLogoStrips } from "~/scripts/logo-strip";
import { LogoStrip } from "./LogoStrip";

/** The home page's strip of customer logos. */
const customerStrip = { ...readCopy("home", "en").logos, ...readUi("en").logoStrip };

let motion: ReturnType<typeof fakeReducedMotion>;

beforeEach(() => {
  motion = fakeReducedMotion(false);
});

afterEach(() => {
  motion.restore();
});

function renderStrip() {
  render(<LogoStrip {...customerStrip} />);
  const strip = screen.getByRole("region", { name: customerStrip.title });
  const track = strip.querySelector(".logo-strip-track");
  if (!track) throw new Error("no track rendered");
  return { strip, track };
}

/** The rules app.css ships, read by jsdom's CSS parser. */
function appCssRules(): CSSRule[] {
  const style = document.createElement("style");
  style.textContent = readFileSync(join(import.meta.dirname, "../../app.css"), "utf8");
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])];
  style.remove();
  return rules;
}

function styleRules(rules: CSSRule[]): CSSStyleRule[] {
  return rules.filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

function mediaRules(rules: CSSRule[], media: string): CSSStyleRule[] {
  return rules
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.media.mediaText === media)
    .flatMap((rule) => styleRules([...rule.cssRules]));
}

describe("LogoStrip", () => {
  it("shows the 21 logos twice, the second copy hidden from screen readers", () => {
    const { strip } = renderStrip();
    const all = within(strip).getAllByRole("img", { hidden: true });
    expect(all).toHaveLength(42);
    expect(new Set(all.map((logo) => logo.getAttribute("alt"))).size).toBe(21);
    expect(within(strip).getAllByRole("img")).toHaveLength(21);
  });

  it("is sent still, with a real button and no style attribute (the CSP allows none); the script sets the loop's length, 2.5 s a logo", () => {
    const markup = renderToStaticMarkup(<LogoStrip {...customerStrip} />);
    document.body.innerHTML = markup;
    const strip = document.querySelector<HTMLElement>("[data-logo-strip]");
    expect(strip).not.toHaveAttribute("data-playing");
    expect(strip).not.toHaveAttribute("style");
    expect(screen.getByRole("button", { name: "Play logos" })).toHaveAttribute("type", "button");
    expect(markup).toContain("Pause logos");
    startLogoStrips();
    expect(strip?.style.getPropertyValue("--logo-strip-duration")).toBe("52500ms");
    document.body.replaceChildren();
  });

  it("moves by itself and stops and restarts with its visible pause button", async () => {
    const { strip } = renderStrip();
    startLogoStrips();
    expect(strip).toHaveAttribute("data-playing", "true");

    await userEvent.click(screen.getByRole("button", { name: "Pause logos" }));
    expect(strip).toHaveAttribute("data-playing", "false");
    expect(screen.queryByRole("button", { name: "Pause logos" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Play logos" }));
    expect(strip).toHaveAttribute("data-playing", "true");
    expect(screen.getByRole("button", { name: "Pause logos" })).toBeVisible();
  });

  it("stays still under reduced motion until the visitor presses play", async () => {
    motion.set(true);
    const { strip } = renderStrip();
    startLogoStrips();
    expect(strip).toHaveAttribute("data-playing", "false");

    await userEvent.click(screen.getByRole("button", { name: "Play logos" }));
    expect(strip).toHaveAttribute("data-playing", "true");
  });

  it("follows a change of the motion setting until the visitor has chosen", async () => {
    const { strip } = renderStrip();
    startLogoStrips();
    motion.set(true);
    expect(strip).toHaveAttribute("data-playing", "false");
    expect(screen.getByRole("button", { name: "Play logos" })).toBeVisible();
    motion.set(false);
    expect(strip).toHaveAttribute("data-playing", "true");

    await userEvent.click(screen.getByRole("button", { name: "Pause logos" }));
    motion.set(true);
    motion.set(false);
    expect(strip).toHaveAttribute("data-playing", "false");
  });

  it("does nothing on a page without a logo strip", () => {
    expect(() => startLogoStrips()).not.toThrow();
  });

  describe("its styles in app.css", () => {
    it("slides by exactly one copy of the list, forever, and only once the script runs", () => {
      const rules = appCssRules();
      const keyframes = rules.find(
        (rule): rule is CSSKeyframesRule =>
          rule instanceof CSSKeyframesRule && rule.name === "logo-strip-slide",
      );
      expect(keyframes?.findRule("100%")?.style.transform).toBe("translateX(-50%)");

      const animated = styleRules(rules).find((rule) =>
        rule.style.animation.includes("logo-strip-slide"),
      );
      expect(animated?.style.animation).toContain("infinite");
      expect(animated?.style.animation).toContain("var(--logo-strip-duration)");
      const selector = animated?.selectorText ?? "";
      const { track } = renderStrip();
      expect(track.matches(selector)).toBe(false);
      startLogoStrips();
      expect(track.matches(selector)).toBe(true);
    });

    it("runs only while playing and holds while the pointer rests on it", async () => {
      const rules = styleRules(appCssRules());
      const running = rules.find((rule) => rule.style.animationPlayState === "running");
      const held = rules.find((rule) => rule.selectorText.includes(":hover"));
      expect(held?.style.animationPlayState).toBe("paused");
      const { track } = renderStrip();
      startLogoStrips();
      expect(track.matches(running?.selectorText ?? "")).toBe(true);
      expect(track.matches((held?.selectorText ?? "").replace(":hover", ""))).toBe(true);
      await userEvent.click(screen.getByRole("button", { name: "Pause logos" }));
      expect(track.matches(running?.selectorText ?? "")).toBe(false);
    });

    it("keeps a loop the visitor started under reduced motion", () => {
      const [override] = mediaRules(appCssRules(), "(prefers-reduced-motion: reduce)").filter(
        (rule) => rule.selectorText.includes("data-logo-strip"),
      );
      expect(override?.style.getPropertyValue("animation-iteration-count")).toBe("infinite");
      expect(override?.style.getPropertyPriority("animation-duration")).toBe("important");
    });

    it("without JavaScript hides the button and the copy and lets the logos wrap", () => {
      const rules = mediaRules(appCssRules(), "(scripting: none)");
      const { strip } = renderStrip();
      const hiddenBy = (element: Element | null) =>
        rules.some((rule) => element?.matches(rule.selectorText) && rule.style.display === "none");
      expect(hiddenBy(screen.getByRole("button", { name: "Play logos" }))).toBe(true);
      expect(hiddenBy(strip.querySelector("ul[aria-hidden]"))).toBe(true);
      expect(hiddenBy(strip.querySelector("ul:not([aria-hidden])"))).toBe(false);
      const list = strip.querySelector("ul:not([aria-hidden])");
      expect(
        rules.some((rule) => list?.matches(rule.selectorText) && rule.style.flexWrap === "wrap"),
      ).toBe(true);
    });
  });
});
