import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { UiLangContext } from "~/hooks/useUiText";
import { Carousel, type CarouselProps } from "./Carousel";

/*
 * jsdom has no layout, ResizeObserver or IntersectionObserver, which Embla needs,
 * so Embla and its autoplay plugin are replaced by small stand-ins that keep the
 * behaviour the component relies on: a selected slide that Previous/Next move
 * (wrapping when `loop` is set), select and pointerDown events, and an autoplay
 * that calls scrollNext every `delay` ms while playing.
 */
type Handler = () => void;

interface FakeAutoplay {
  name: "autoplay";
  options: { delay: number };
  init: (embla: FakeEmbla) => void;
  play: () => void;
  stop: () => void;
  isPlaying: () => boolean;
}

function createEmbla(viewport: HTMLElement, options: { loop: boolean }, plugins: FakeAutoplay[]) {
  const count = viewport.querySelectorAll('[aria-roledescription="slide"]').length;
  const handlers = new Map<string, Set<Handler>>();
  let selected = 0;
  const embla = {
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    on(event: string, handler: Handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return embla;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return embla;
    },
    rootNode: () => viewport,
    selectedScrollSnap: () => selected,
    internalEngine: () => ({ slideRegistry: Array.from({ length: count }, (_, i) => [i]) }),
    canScrollPrev: () => options.loop || selected > 0,
    canScrollNext: () => options.loop || selected < count - 1,
    scrollPrev: vi.fn(() => {
      if (!embla.canScrollPrev()) return;
      selected = (selected - 1 + count) % count;
      embla.emit("select");
    }),
    scrollNext: vi.fn(() => {
      if (!embla.canScrollNext()) return;
      selected = (selected + 1) % count;
      embla.emit("select");
    }),
    plugins: () => Object.fromEntries(plugins.map((plugin) => [plugin.name, plugin])),
  };
  for (const plugin of plugins) plugin.init(embla);
  return embla;
}
type FakeEmbla = ReturnType<typeof createEmbla>;

const created: FakeEmbla[] = [];

// Embla is fetched lazily by useDeferredEmbla; here the hook builds the fake at once.
vi.mock("~/hooks/useDeferredEmbla", async () => {
  const { default: Autoplay } = await import("embla-carousel-autoplay");
  return {
    useDeferredEmbla: function useFakeEmbla(
      options: { loop: boolean },
      autoplay: { delay: number } | null,
    ) {
      const [viewport, setViewport] = useState<HTMLElement | null>(null);
      const [embla, setEmbla] = useState<FakeEmbla>();
      useEffect(() => {
        if (!viewport) return;
        const plugins = autoplay ? [Autoplay(autoplay) as unknown as FakeAutoplay] : [];
        const instance = createEmbla(viewport, options, plugins);
        created.push(instance);
        setEmbla(instance);
      }, [viewport, options, autoplay]);
      return [setViewport, embla];
    },
  };
});

vi.mock("embla-carousel-autoplay", () => ({
  default: (options: { delay: number }): FakeAutoplay => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let embla: FakeEmbla | undefined;
    const plugin: FakeAutoplay = {
      name: "autoplay",
      options,
      init: (instance) => {
        embla = instance;
      },
      play: () => {
        clearInterval(timer);
        timer = setInterval(() => embla?.scrollNext(), options.delay);
      },
      stop: () => {
        clearInterval(timer);
        timer = undefined;
      },
      isPlaying: () => timer !== undefined,
    };
    return plugin;
  },
}));

const quotes = [
  { name: "Ada", quote: "Clear and practical." },
  { name: "Grace", quote: "Our teams use AI daily now." },
  { name: "Linus", quote: "Measurable results in weeks." },
] as const;

function renderCarousel(props: Partial<CarouselProps<(typeof quotes)[number]>> = {}) {
  return render(
    <Carousel
      label="Testimonials"
      items={quotes}
      getKey={(item) => item.name}
      renderSlide={(item) => <blockquote>{item.quote}</blockquote>}
      {...props}
    />,
  );
}

const status = (text: string) => screen.getByText(text, { selector: "[aria-live]" });

let motion: ReturnType<typeof fakeReducedMotion> | undefined;

afterEach(() => {
  vi.useRealTimers();
  created.length = 0;
  motion?.restore();
  motion = undefined;
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

  it("moves with the Next and Previous buttons and says where it stands", async () => {
    renderCarousel();
    const [embla] = created;
    await userEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(embla?.scrollNext).toHaveBeenCalledTimes(1);
    expect(status("Slide 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(embla?.scrollPrev).toHaveBeenCalledTimes(1);
    expect(status("Slide 1 of 3")).toBeInTheDocument();
  });

  it("loops: Next on the last slide goes to the first, Previous on the first to the last", async () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    await userEvent.click(next);
    await userEvent.click(next);
    expect(status("Slide 3 of 3")).toBeInTheDocument();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(status("Slide 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(status("Slide 3 of 3")).toBeInTheDocument();
  });

  it("without loop, disables Previous at the start and Next at the end", async () => {
    renderCarousel({ loop: false });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeEnabled();
  });

  it("has no pause control unless it moves by itself", () => {
    renderCarousel();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it("labels its controls in German on German pages", () => {
    render(
      <UiLangContext value="de">
        <Carousel
          label="Stimmen"
          items={quotes}
          getKey={(item) => item.name}
          renderSlide={(item) => item.quote}
          autoplay
        />
      </UiLangContext>,
    );
    expect(screen.getByRole("button", { name: "Nächste Folie" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vorherige Folie" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "1 von 3" })).toBeInTheDocument();
  });

  describe("with autoplay", () => {
    it("moves by itself and offers to pause; pausing stops it", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(false);
      renderCarousel({ autoplay: { delayMs: 5000 } });
      act(() => vi.advanceTimersByTime(4999));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(status("Slide 2 of 3")).toBeInTheDocument();

      act(() => screen.getByRole("button", { name: "Pause automatic slide show" }).click());
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Start automatic slide show" }),
      ).toBeInTheDocument();
    });

    it("starts paused under prefers-reduced-motion, and plays when asked", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(true);
      renderCarousel({ autoplay: true });
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      const start = screen.getByRole("button", { name: "Start automatic slide show" });

      act(() => start.click());
      expect(screen.getByRole("button", { name: "Pause automatic slide show" })).toBe(start);
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("stops when reduced motion is switched on while it plays", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(false);
      renderCarousel({ autoplay: true });
      motion.set(true);
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Start automatic slide show" }),
      ).toBeInTheDocument();
    });

    it("holds while the pointer is over the slides or focus is inside them", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(false);
      renderCarousel({
        autoplay: true,
        renderSlide: (item) => <a href={`#${item.name}`}>{item.quote}</a>,
      });
      const viewport = created[0]?.rootNode() as HTMLElement;

      act(() => viewport.dispatchEvent(new MouseEvent("mouseenter")));
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      act(() => viewport.dispatchEvent(new MouseEvent("mouseleave")));

      act(() => screen.getByRole("link", { name: "Clear and practical." }).focus());
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      // Still its state: it resumes when focus leaves.
      expect(
        screen.getByRole("button", { name: "Pause automatic slide show" }),
      ).toBeInTheDocument();
      act(() => screen.getByRole("link", { name: "Clear and practical." }).blur());
      act(() => vi.advanceTimersByTime(4000));
      expect(status("Slide 2 of 3")).toBeInTheDocument();
    });

    it("stays paused after the visitor drags it", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(false);
      renderCarousel({ autoplay: true });
      act(() => created[0]?.emit("pointerDown"));
      act(() => vi.advanceTimersByTime(20_000));
      expect(status("Slide 1 of 3")).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Start automatic slide show" }),
      ).toBeInTheDocument();
    });

    it("keeps quiet about moves it makes by itself", () => {
      vi.useFakeTimers();
      motion = fakeReducedMotion(false);
      renderCarousel({ autoplay: true });
      expect(status("Slide 1 of 3")).toHaveAttribute("aria-live", "off");
      act(() => screen.getByRole("button", { name: "Pause automatic slide show" }).click());
      expect(status("Slide 1 of 3")).toHaveAttribute("aria-live", "polite");
    });
  });
});
