import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import {
  type FocusEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { cn } from "~/lib/cn";
import { Button } from "./Button";

export const DEFAULT_AUTOPLAY_DELAY_MS = 4000;

/**
 * The carousel's words, in the language of the page it is on. Plain strings, with
 * "{position}" and "{total}" to fill in: an island's props must survive JSON.
 */
export interface CarouselText {
  previous: string;
  next: string;
  /** Names say what pressing does (WAI-ARIA APG carousel, rotation control). */
  pause: string;
  play: string;
  /** Each slide's name, e.g. "{position} of {total}". */
  slide: string;
  /** Announced after a move, so a screen-reader user hears where the carousel now stands. */
  status: string;
}

/** A slide's place in words: "{position} of {total}" becomes "3 of 15". */
function fillIn(template: string, position: number, total: number): string {
  return template.replace("{position}", String(position)).replace("{total}", String(total));
}

export interface CarouselProps<T> {
  /** Accessible name of the region, e.g. "Testimonials". */
  label: string;
  text: CarouselText;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /**
   * Slides per view through flex-basis utilities, e.g. "basis-1/2 md:basis-1/4";
   * without a basis a slide is full width (w-full, which any basis overrides).
   */
  slideClassName?: string;
  loop?: boolean;
  dragFree?: boolean;
  /** Moves by itself, with a pause control; starts paused under prefers-reduced-motion. */
  autoplay?: boolean | { delayMs: number };
  className?: string;
}

interface Position {
  /** First slide of the current snap, zero-based. */
  slide: number;
  canPrev: boolean;
  canNext: boolean;
}

const icons = {
  previous: "M19 12H5m6-6-6 6 6 6",
  next: "M5 12h14m-6-6 6 6-6 6",
  pause: "M9 5v14M15 5v14",
  play: "M8 5.5v13l11-6.5Z",
} as const;

function ControlIcon({ name }: { name: keyof typeof icons }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icons[name]} />
    </svg>
  );
}

function ControlButton({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: keyof typeof icons;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      // Until the island hydrates (a screen before the carousel comes into view)
      // the buttons cannot act yet; they keep their full colour meanwhile, since
      // a loop never disables them once they can.
      className="size-12 px-0 shadow-sm disabled:cursor-default disabled:opacity-100"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <ControlIcon name={icon} />
    </Button>
  );
}

/**
 * Embla constructs both observers on start. Where one is missing, the error in
 * an effect would unmount the whole island, server-rendered slides included;
 * leaving Embla off keeps the slides as a row that scrolls natively.
 */
function emblaCanRun(): boolean {
  return typeof IntersectionObserver === "function" && typeof ResizeObserver === "function";
}

/** Slide the visitor had scrolled to natively, as an Embla snap index. */
function snapAtNativeScroll(embla: EmblaCarouselType, scrollLeft: number): number {
  const slides = embla.slideNodes();
  const origin = slides[0]?.offsetLeft ?? 0;
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - origin - scrollLeft);
  let nearest = 0;
  slides.forEach((slide, index) => {
    const best = slides[nearest];
    if (best && distance(slide) < distance(best)) nearest = index;
  });
  const snap = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(nearest));
  return Math.max(snap, 0);
}

/**
 * A WAI-ARIA APG carousel on Embla: named region, slides named "3 of 15",
 * real Previous/Next buttons, optional autoplay with a pause control.
 *
 * Mount it inside an Astro island (`client:near`, src/directives/near.ts). Until Embla runs, the
 * server's HTML is a row of slides that scrolls sideways and snaps to each
 * slide, so it works without JavaScript; the controls are hidden where scripting
 * is off, and shown but disabled while the island loads, so no layout shifts
 * when Embla takes over with its clipped viewport.
 */
export function Carousel<T>({
  label,
  text,
  items,
  getKey,
  renderSlide,
  slideClassName,
  loop = true,
  dragFree = false,
  autoplay,
  className,
}: CarouselProps<T>) {
  const delayMs = autoplay ? (autoplay === true ? DEFAULT_AUTOPLAY_DELAY_MS : autoplay.delayMs) : 0;
  // The plugin never starts or resumes by itself: `running` below decides.
  const plugins = useMemo(
    () =>
      delayMs
        ? [
            Autoplay({
              delay: delayMs,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ]
        : [],
    [delayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, dragFree, align: "start" }, plugins);
  const ready = embla !== undefined;

  // Until Embla runs, Previous and Next could do nothing, so they say so.
  const [position, setPosition] = useState<Position>({ slide: 0, canPrev: false, canNext: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const snap = embla.selectedScrollSnap();
      setPosition({
        // With trimmed snaps (no loop) one snap can stand for several slides.
        slide: embla.internalEngine().slideRegistry[snap]?.[0] ?? snap,
        canPrev: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  // The visitor may have scrolled the native row before the island hydrated. Embla
  // moves the slides by transform, so a leftover scroll offset would add to its own;
  // it starts instead from the slide they were looking at. A layout effect, so the
  // clipped viewport is never painted at the wrong place.
  useLayoutEffect(() => {
    if (!embla) return;
    const viewport = embla.rootNode();
    const scrolled = viewport.scrollLeft;
    if (scrolled < 1) return;
    viewport.scrollLeft = 0;
    embla.scrollTo(snapAtNativeScroll(embla, scrolled), true);
  }, [embla]);

  // Autoplay: the visitor's choice wins; until they make one, motion follows the
  // reduced-motion setting. Hovering the slides or focusing into them holds it.
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusedInside, setFocusedInside] = useState(false);
  const rotationRef = useRef<HTMLSpanElement>(null);
  const playing = delayMs > 0 && (choice ?? !reducedMotion);
  const running = playing && !hovered && !focusedInside;

  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const plugin = embla.plugins().autoplay;
      if (!plugin) return;
      // With every slide in view there is one snap; the plugin then skips its own
      // set-up, and play() would throw.
      if (running && embla.scrollSnapList().length > 1) plugin.play();
      else plugin.stop();
    };
    apply();
    // Embla re-creates its plugins on reInit (a resize, a breakpoint), stopped.
    embla.on("reInit", apply);
    return () => {
      embla.off("reInit", apply);
    };
  }, [embla, running]);

  useEffect(() => {
    if (!embla || !delayMs) return;
    // A drag is the visitor taking over; the plugin stops itself (stopOnInteraction).
    const takeOver = () => setChoice(false);
    const hold = () => setHovered(true);
    const release = () => setHovered(false);
    const viewport = embla.rootNode();
    embla.on("pointerDown", takeOver);
    viewport.addEventListener("mouseenter", hold);
    viewport.addEventListener("mouseleave", release);
    return () => {
      embla.off("pointerDown", takeOver);
      viewport.removeEventListener("mouseenter", hold);
      viewport.removeEventListener("mouseleave", release);
    };
  }, [embla, delayMs]);

  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocusedInside(!rotationRef.current?.contains(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedInside(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mb-6 flex items-center justify-end gap-3 noscript:hidden">
        {delayMs ? (
          <span ref={rotationRef} className="mr-auto">
            <ControlButton
              icon={playing ? "pause" : "play"}
              label={playing ? text.pause : text.play}
              onClick={() => setChoice(!playing)}
            />
          </span>
        ) : null}
        <ControlButton
          icon="previous"
          label={text.previous}
          onClick={() => embla?.scrollPrev()}
          disabled={!position.canPrev}
        />
        <ControlButton
          icon="next"
          label={text.next}
          onClick={() => embla?.scrollNext()}
          disabled={!position.canNext}
        />
      </div>
      <p className="sr-only" aria-live={running ? "off" : "polite"} aria-atomic="true">
        {fillIn(text.status, position.slide + 1, items.length)}
      </p>
      <div
        ref={emblaCanRun() ? viewportRef : undefined}
        // Until Embla runs, the row scrolls natively: the keyboard must reach it too.
        tabIndex={ready ? undefined : 0}
        className={cn(
          // The vertical padding keeps focus rings and card shadows from being clipped.
          "-my-2 py-2",
          ready
            ? "overflow-hidden"
            : // With scripting on, Embla replaces the scrollbar shortly; hiding it
              // meanwhile keeps the row's height from changing when it does.
              "snap-x snap-mandatory overflow-x-auto not-noscript:[scrollbar-width:none]",
        )}
      >
        <div className={cn("-ml-4 flex", ready && "touch-pan-y")}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: an APG slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(text.slide, index + 1, items.length)}
              className={cn(
                "w-full min-w-0 shrink-0 grow-0 pl-4",
                !ready && "snap-start",
                slideClassName,
              )}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
