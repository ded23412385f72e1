import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customerLogoStrip } from "~/content/shared/sections";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { LogoStrip } from "./LogoStrip";

/** jsdom has no Web Animations: a stand-in that records whether the strip moves. */
function fakeAnimations() {
  const animation = { playing: false, play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
  animation.play.mockImplementation(() => {
    animation.playing = true;
  });
  animation.pause.mockImplementation(() => {
    animation.playing = false;
  });
  const animate = vi.fn(() => animation);
  Object.defineProperty(HTMLElement.prototype, "animate", { configurable: true, value: animate });
  return { animation, animate };
}

let motion: ReturnType<typeof fakeReducedMotion>;

beforeEach(() => {
  motion = fakeReducedMotion(false);
});

afterEach(() => {
  motion.restore();
  Reflect.deleteProperty(HTMLElement.prototype, "animate");
});

describe("LogoStrip", () => {
  it("shows the 21 logos twice, the second copy hidden from screen readers", () => {
    fakeAnimations();
    render(<LogoStrip {...customerLogoStrip} />);
    const strip = screen.getByRole("region", { name: "Trusted by 100+ enterprises" });
    const all = within(strip).getAllByRole("img", { hidden: true });
    expect(all).toHaveLength(42);
    expect(new Set(all.map((logo) => logo.getAttribute("alt"))).size).toBe(21);
    expect(within(strip).getAllByRole("img")).toHaveLength(21);
  });

  it("moves by itself and stops and restarts with its visible pause button", async () => {
    const { animation } = fakeAnimations();
    render(<LogoStrip {...customerLogoStrip} />);
    expect(animation.playing).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Pause logos" }));
    expect(animation.playing).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Play logos" }));
    expect(animation.playing).toBe(true);
  });

  it("holds while the pointer rests on it, and the visitor's choice still stands", async () => {
    const { animation } = fakeAnimations();
    render(<LogoStrip {...customerLogoStrip} />);
    const [logo] = screen.getAllByRole("img");
    if (!logo) throw new Error("no logo rendered");

    await userEvent.hover(logo);
    expect(animation.playing).toBe(false);
    expect(screen.getByRole("button", { name: "Pause logos" })).toBeVisible();

    await userEvent.unhover(logo);
    expect(animation.playing).toBe(true);
  });

  it("slides by exactly one copy of the list, forever, so the loop has no seam", () => {
    const { animate } = fakeAnimations();
    render(<LogoStrip {...customerLogoStrip} />);
    expect(animate).toHaveBeenCalledWith(
      [{ transform: "translateX(0)" }, { transform: "translateX(-50%)" }],
      expect.objectContaining({ iterations: Number.POSITIVE_INFINITY }),
    );
  });

  it("stays still under reduced motion until the visitor presses play", async () => {
    motion.set(true);
    const { animation } = fakeAnimations();
    render(<LogoStrip {...customerLogoStrip} />);
    expect(animation.playing).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Play logos" }));
    expect(animation.playing).toBe(true);
  });
});
