import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Reveal, type RevealProps } from "~/components/ui/Reveal";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { FakeIntersectionObserver } from "../../tests/setup/fake-intersection-observer";
import { REVEAL_THRESHOLD, startReveal } from "./reveal";

/** Reports that this fraction of the given elements (all observed ones by default), `height` px tall, is in view. */
function report(
  observer: FakeIntersectionObserver,
  ratio: number,
  height = 400,
  targets: readonly Element[] = observer.observed,
) {
  observer.deliver(targets, {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { height } as DOMRectReadOnly,
  });
}

/** A band as Reveal renders it on the server. */
function addSection(label = "Our solutions"): HTMLElement {
  // Children go as createElement's argument, so the props alone lack the required one.
  const props = { as: "section", "aria-label": label, className: "py-10" } as RevealProps;
  const band = createElement(Reveal, props, createElement("h2", null, label));
  document.body.insertAdjacentHTML("beforeend", renderToStaticMarkup(band));
  const section = document.body.lastElementChild;
  if (!(section instanceof HTMLElement)) throw new Error("Reveal rendered nothing");
  return section;
}

function observer(): FakeIntersectionObserver {
  const [first] = FakeIntersectionObserver.instances;
  if (!first) throw new Error("startReveal created no IntersectionObserver");
  return first;
}

let motion: ReturnType<typeof fakeReducedMotion> | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
  motion?.restore();
  motion = undefined;
  document.body.replaceChildren();
});

describe("startReveal", () => {
  it("does nothing on a page without marked bands", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    startReveal();
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it("finds the bands Reveal renders: a bare mark on the element it was asked for", () => {
    const section = addSection();
    expect(section.tagName).toBe("SECTION");
    expect(section).toHaveAttribute("data-reveal", "");
    expect(section).toHaveAttribute("aria-label", "Our solutions");
    expect(section).toHaveClass("py-10");
    expect(section).toHaveTextContent("Our solutions");
  });

  it("leaves content visible where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    motion = fakeReducedMotion(false);
    const section = addSection();
    startReveal();
    expect(section).toHaveAttribute("data-reveal", "");
  });

  it("never hides what is on screen when the observer first reports, so the LCP does not wait", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = addSection();
    startReveal();
    report(observer(), 0.01);
    expect(section).toHaveAttribute("data-reveal", "");
    expect(observer().observed).toEqual([]);
  });

  it("hides a section off screen and shows it once 10% of it is in view", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = addSection();
    startReveal();
    expect(section).toHaveAttribute("data-reveal", "");
    report(observer(), 0);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    report(observer(), REVEAL_THRESHOLD / 2);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    report(observer(), REVEAL_THRESHOLD);
    expect(section).toHaveAttribute("data-reveal", "shown");
    expect(observer().observed).toEqual([]);
  });

  it("asks a very tall section for only half a screen, which the observer reports", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = addSection();
    startReveal();
    const height = window.innerHeight * 20;
    report(observer(), 0, height);
    report(observer(), 0.02, height);
    expect(section).toHaveAttribute("data-reveal", "hidden");
    report(observer(), 1 / 40, height);
    expect(section).toHaveAttribute("data-reveal", "shown");
    expect(observer().options?.threshold).toContain(1 / 40);
  });

  it("decides each band on its own first report", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const top = addSection("Top");
    const below = addSection("Below");
    startReveal();
    report(observer(), 0.5, 400, [top]);
    report(observer(), 0, 400, [below]);
    expect(top).toHaveAttribute("data-reveal", "");
    expect(below).toHaveAttribute("data-reveal", "hidden");
    expect(observer().observed).toEqual([below]);
  });

  it("goes by the latest of several reports for a band in one batch", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const section = addSection();
    startReveal();
    const entry = (ratio: number) => ({
      target: section,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { height: 400 },
    });
    const entries = [entry(0), entry(0.5)] as unknown as IntersectionObserverEntry[];
    observer().callback(entries, observer() as never);
    expect(section).toHaveAttribute("data-reveal", "");
  });

  it("never measures the element, which would lay out a band still skipping rendering", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    addSection();
    startReveal();
    report(observer(), 0);
    report(observer(), REVEAL_THRESHOLD);
    expect(measure).not.toHaveBeenCalled();
  });

  it("does not hide anything under prefers-reduced-motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(true);
    const section = addSection();
    startReveal();
    expect(section).toHaveAttribute("data-reveal", "");
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });
});
