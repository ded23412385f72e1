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
  /** Reports that this fraction of each observed element, `height` px tall, is in view. */
  report(ratio: number, height = 400) {
    const entries = this.observed.map((target) => ({
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { height } as DOMRectReadOnly,
    }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as never));
  }
}

function renderSection() {
  render(
    <Reveal as="section" aria-label="Our solutions" className="py-10">
      <h2>Our Solutions</h2>
    </Reveal>,
  );
  return screen.getByRole("region", { name: "Our solutions" });
}

function observer(): FakeIntersectionObserver {
  const [first] = FakeIntersectionObserver.instances;
  if (!first) throw new Error("Reveal created no IntersectionObserver");
  return first;
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
    const section = renderSection();
    expect(section).not.toHaveAttribute("data-reveal");
    expect(screen.getByRole("heading", { name: "Our Solutions" })).toBeVisible();
    expect(section).toHaveClass("py-10");
  });

  it("never hides what is on screen when the observer first reports, so the LCP does not wait", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = renderSection();
    observer().report(0.01);
    expect(section).not.toHaveAttribute("data-reveal");
    expect(observer().observed).toEqual([]);
  });

  it("hides a section off screen and shows it once 10% of it is in view", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = renderSection();
    expect(section).not.toHaveAttribute("data-reveal");
    observer().report(0);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    observer().report(REVEAL_THRESHOLD / 2);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    observer().report(REVEAL_THRESHOLD);
    expect(section).toHaveAttribute("data-reveal", "shown");
  });

  it("asks a very tall section for only half a screen, which the observer reports", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = renderSection();
    const height = window.innerHeight * 20;
    observer().report(0, height);
    observer().report(0.02, height);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    observer().report(1 / 40, height);
    expect(section).toHaveAttribute("data-reveal", "shown");
    expect(observer().options.threshold).toContain(1 / 40);
  });

  it("never measures the element, which would lay out a band still skipping rendering", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    renderSection();
    observer().report(0);
    observer().report(REVEAL_THRESHOLD);
    expect(measure).not.toHaveBeenCalled();
  });

  it("does not hide anything under prefers-reduced-motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(true);
    expect(renderSection()).not.toHaveAttribute("data-reveal");
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });
});
