import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { readUi } from "~/content/read-copy";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { startCarousel } from "~/scripts/carousel";
import { Carousel, type CarouselProps } from "./Carousel";

/*
 * The carousel as the server renders it, brought to life by its script
 * (scripts/carousel.ts) as the page does once the visitor nears it; the real
 * Embla and autoplay plugin run here. jsdom has no layout, observers or
 * matchMedia, which Embla reads on start, so the test supplies just those: slides
 * side by side (as wide as the view unless a test says otherwise), observers that
 * report only when a test resizes the carousel, and the motion setting (no
 * preference unless a test asks for reduced motion).
 */
const layout = { view: 300, slide: 300 };

function slideIndex(element: HTMLElement): number {
  if (element.getAttribute("aria-roledescription") !== "slide") return -1;
  return Array.prototype.indexOf.call(element.parentElement?.children ?? [], element);
}

const resizeCallbacks = new Set<ResizeObserverCallback>();

function fakeLayout() {
  layout.view = 300;
  layout.slide = 300;
  resizeCallbacks.clear();
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return slideIndex(this) >= 0 ? layout.slide : layout.view;
  });
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.max(slideIndex(this), 0) * layout.slide;
  });
  // Embla only lets a rendered (laid out) carousel be dragged.
  vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockReturnValue(document.body);
  class FakeObserver {
    constructor(callback: ResizeObserverCallback) {
      resizeCallbacks.add(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("ResizeObserver", FakeObserver);
}

/** The window changes size: slides and view take `width`, and Embla hears of it. */
function resize(width: number) {
  layout.view = width;
  layout.slide = width;
  const row = viewport()?.firstElementChild;
  const entries = [{ target: row } as unknown as ResizeObserverEntry];
  act(() => {
    for (const callback of resizeCallbacks) callback(entries, {} as ResizeObserver);
  });
}

const quotes = [
  { name: "Ada", quote: "Clear and practical." },
  { name: "Grace", quote: "Our teams use AI daily now." },
  { name: "Linus", quote: "Measurable results in weeks." },
] as const;

function carousel(props: Partial<CarouselProps<(typeof quotes)[number]>> = {}) {
  return (
    <Carousel
      label="Testimonials"
      copy={readUi("en").carousel}
      items={quotes}
      getKey={(item) => item.name}
      renderSlide={(item) => <blockquote>{item.quote}</blockquote>}
      {...props}
    />
  );
}

/** The server's HTML of the carousel, in the page. */
function serverHtml(props?: Partial<CarouselProps<(typeof quotes)[number]>>): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(carousel(props));
  document.body.append(container);
  onTestFinished(() => container.remove());
  const region = container.querySelector<HTMLElement>("[data-carousel]");
  if (!region) throw new Error("no carousel rendered");
  return region;
}

/** The carousel once its script has started it. */
const renderCarousel = (props?: Partial<CarouselProps<(typeof quotes)[number]>>) =>
  startCarousel(serverHtml(props));

const status = (text: string) => screen.getByText(text, { selector: "[aria-live]" });
const button = (name: string | RegExp) => screen.getByRole("button", { name });
/** The element that clips (or, before Embla, scrolls) the row of slides. */
const viewport = () => screen.getByRole("group", { name: "1 of 3" }).parentElement?.parentElement;

let motion: ReturnType<typeof fakeReducedMotion>;

beforeEach(() => {
  fakeLayout();
  motion = fakeReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  motion.restore();
});

describe("Carousel", () => {
  it("is a region named by its label, presented as a carousel", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Testimonials" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
  });

  it("names each slide by its position, as a slide", () => {
    renderCarousel();
    const slides = screen.getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "slide");
    expect(
      within(screen.getByRole("group", { name: "2 of 3" })).getByText(
        "Our teams use AI daily now.",
      ),
    ).toBeInTheDocument();
  });

  describe("before its script runs", () => {
    it("is a row of every slide that scrolls sideways and snaps, with no controls to press", () => {
      serverHtml();
      expect(screen.getAllByRole("group")).toHaveLength(3);
      expect(screen.getByText("Measurable results in weeks.")).toBeInTheDocument();
      expect(viewport()).toHaveClass("overflow-x-auto", "snap-x", "snap-mandatory");
      for (const slide of screen.getAllByRole("group")) expect(slide).toHaveClass("snap-start");
      // Hidden with scripting off; until the page's script turns them on, out of use.
      const controls = button("Next slide").parentElement;
      expect(controls).toHaveClass("noscript:hidden");
      expect(button("Previous slide")).toBeDisabled();
      expect(button("Next slide")).toBeDisabled();
    });

    it("becomes Embla's clipped, working carousel once started", async () => {
      renderCarousel();
      expect(screen.getByRole("region", { name: "Testimonials" })).toHaveAttribute("data-ready");
      await userEvent.click(button("Next slide"));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("starts from the slide the visitor had scrolled to", () => {
      const region = serverHtml();
      const row = viewport();
      if (!row) throw new Error("no viewport");
      // Scrolled natively to the third slide; its start snaps to the view's edge.
      row.scrollLeft = 2 * layout.slide - 16;
      startCarousel(region);
      expect(row.scrollLeft).toBe(0);
      expect(status("Slide 3 of 3")).toBeInTheDocument();
    });

    it("stays a native scroller where Embla cannot run", () => {
      vi.stubGlobal("ResizeObserver", undefined);
      expect(renderCarousel()).toBeNull();
      expect(screen.getByRole("region", { name: "Testimonials" })).not.toHaveAttribute(
        "data-ready",
      );
      expect(button("Next slide")).toBeDisabled();
    });

    it("carries out a press made before it started", () => {
      const started = renderCarousel();
      started?.press("next");
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });
  });

  it("moves with the Next and Previous buttons and says where it stands", async () => {
    renderCarousel();
    await userEvent.click(button("Next slide"));
    expect(status("Slide 2 of 3")).toBeInTheDocument();
    await userEvent.click(button("Previous slide"));
    expect(status("Slide 1 of 3")).toBeInTheDocument();
  });

  it("loops: Next on the last slide goes to the first, Previous on the first to the last", async () => {
    renderCarousel();
    const next = button("Next slide");
    await userEvent.click(next);
    await userEvent.click(next);
    expect(status("Slide 3 of 3")).toBeInTheDocument();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(status("Slide 1 of 3")).toBeInTheDocument();
    await userEvent.click(button("Previous slide"));
    expect(status("Slide 3 of 3")).toBeInTheDocument();
  });

  it("without loop, disables Previous at the start and Next at the end", async () => {
    renderCarousel({ loop: false });
    const next = button("Next slide");
    expect(button("Previous slide")).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(status("Slide 3 of 3")).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(button("Previous slide")).toBeEnabled();
  });

  it("has no pause control unless it moves by itself", () => {
    renderCarousel();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  describe("with autoplay", () => {
    // user-event waits on timers that Testing Library advances only under Jest's
    // fake timers, so these tests press and point with plain DOM events.
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it("moves by itself and offers to pause; pausing stops it", () => {
      renderCarousel({ autoplay: { delayMs: 5000 } });
      act(() => vi.advanceTimersByTime(4999));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(status("Slide 2 of 3")).toBeInTheDocument();

      act(() => button("Pause automatic slide show").click());
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
      expect(button("Start automatic slide show")).toBeInTheDocument();
    });

    it("starts paused under prefers-reduced-motion, and plays when asked", () => {
      motion = fakeReducedMotion(true);
      renderCarousel({ autoplay: true });
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      const start = button("Start automatic slide show");

      // Pressing it focuses it; focus on this control, unlike focus in the slides,
      // does not hold the slide show.
      act(() => {
        start.focus();
        start.click();
      });
      expect(button("Pause automatic slide show")).toBe(start);
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("stops when reduced motion is switched on while it plays", () => {
      renderCarousel({ autoplay: true });
      motion.set(true);
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(button("Start automatic slide show")).toBeInTheDocument();
    });

    it("holds while the pointer is over the slides", () => {
      renderCarousel({ autoplay: true });
      const row = viewport() as HTMLElement;

      fireEvent.mouseEnter(row);
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(button("Pause automatic slide show")).toBeInTheDocument();

      fireEvent.mouseLeave(row);
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("holds while focus is inside the slides, and resumes when it leaves", () => {
      renderCarousel({
        autoplay: true,
        renderSlide: (item) => <a href={`#${item.name}`}>{item.quote}</a>,
      });
      const link = screen.getByRole("link", { name: "Clear and practical." });

      act(() => link.focus());
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(button("Pause automatic slide show")).toBeInTheDocument();

      act(() => link.blur());
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("stays paused after the visitor drags it", () => {
      renderCarousel({ autoplay: true });
      const slide = screen.getByRole("group", { name: "1 of 3" });
      fireEvent.mouseDown(slide, { button: 0, clientX: 250 });
      fireEvent.mouseMove(document, { clientX: 200 });
      fireEvent.mouseUp(document, { clientX: 200 });
      expect(button("Start automatic slide show")).toBeInTheDocument();
      // It stays wherever the drag left it.
      const where = screen.getByText(/^Slide \d of 3$/, { selector: "[aria-live]" }).textContent;
      act(() => vi.advanceTimersByTime(20_000));
      expect(status(where ?? "")).toBeInTheDocument();
    });

    it("keeps playing after the carousel is resized", () => {
      renderCarousel({ autoplay: true });
      resize(400);
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("stands still, without failing, when every slide is in view", () => {
      layout.slide = 100;
      renderCarousel({ autoplay: true });
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(button("Next slide")).toBeDisabled();
    });

    it("keeps quiet about moves it makes by itself", () => {
      renderCarousel({ autoplay: true });
      expect(status("Slide 1 of 3")).toHaveAttribute("aria-live", "off");
      act(() => button("Pause automatic slide show").click());
      expect(status("Slide 1 of 3")).toHaveAttribute("aria-live", "polite");
    });
  });
});
