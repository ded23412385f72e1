import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { REVEAL_THRESHOLD, Reveal } from "./Reveal";

/** Stands in for the browser's IntersectionObserver; the test decides what is seen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enterView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never));
  }
}

function placeAt(top: number, height = 400) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    height,
  } as DOMRect);
}

function renderSection() {
  render(
    <Reveal as="section" aria-label="Our solutions" className="py-10">
      <h2>Our Solutions</h2>
    </Reveal>,
  );
  return screen.getByRole("region", { name: "Our solutions" });
}

let motion: ReturnType<typeof fakeReducedMotion> | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
  motion?.restore();
  motion = undefined;
});

describe("Reveal", () => {
  it("leaves content visible where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    placeAt(2000);
    const section = renderSection();
    expect(section).not.toHaveAttribute("data-reveal");
    expect(screen.getByRole("heading", { name: "Our Solutions" })).toBeVisible();
    expect(section).toHaveClass("py-10");
  });

  it("never hides what is on the first screen, so the LCP does not wait", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    placeAt(window.innerHeight - 1);
    expect(renderSection()).not.toHaveAttribute("data-reveal");
  });

  it("hides a section below the fold and shows it once 10% of it is in view", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    placeAt(window.innerHeight + 200);
    const section = renderSection();
    expect(section).toHaveAttribute("data-reveal", "hidden");
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.threshold).toBe(REVEAL_THRESHOLD);
    observer?.enterView();
    expect(section).toHaveAttribute("data-reveal", "shown");
  });

  it("asks a very tall section for only what fits on screen", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    placeAt(window.innerHeight + 200, window.innerHeight * 20);
    renderSection();
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(1 / 40);
  });

  it("does not hide anything under prefers-reduced-motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(true);
    placeAt(window.innerHeight + 200);
    expect(renderSection()).not.toHaveAttribute("data-reveal");
  });
});
