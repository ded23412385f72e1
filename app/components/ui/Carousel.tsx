import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useDeferredEmbla } from "~/hooks/useDeferredEmbla";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { useUiText } from "~/hooks/useUiText";
import { cn } from "~/lib/cn";
import { Button } from "./Button";

export const DEFAULT_AUTOPLAY_DELAY_MS = 4000;

export interface CarouselProps<T> {
  /** Accessible name of the region, e.g. "Testimonials". */
  label: string;
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
  previous: "m15 18-6-6 6-6",
  next: "m9 18 6-6-6-6",
  pause: "M9 5v14M15 5v14",
  play: "M8 5.5v13l11-6.5Z",
} as const;

function ControlIcon({ name }: { name: keyof typeof icons }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
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
      className="size-11 px-0"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <ControlIcon name={icon} />
    </Button>
  );
}

/**
 * A WAI-ARIA APG carousel on Embla: named region, slides named "3 of 15",
 * real Previous/Next buttons, optional autoplay with a pause control. Without
 * JavaScript the slides form a row that scrolls sideways; the `js` class (set
 * before first paint) switches to Embla's clipped viewport, so nothing moves
 * when Embla starts.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  slideClassName,
  loop = true,
  dragFree = false,
  autoplay,
  className,
}: CarouselProps<T>) {
  const text = useUiText().carousel;
  const delayMs = autoplay ? (autoplay === true ? DEFAULT_AUTOPLAY_DELAY_MS : autoplay.delayMs) : 0;
  const options = useMemo(() => ({ loop, dragFree, align: "start" as const }), [loop, dragFree]);
  // The plugin never starts or resumes by itself: `running` below decides.
  const autoplayOptions = useMemo(
    () =>
      delayMs
        ? {
            delay: delayMs,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnFocusIn: false,
            stopOnMouseEnter: false,
          }
        : null,
    [delayMs],
  );
  const [viewportRef, embla] = useDeferredEmbla(options, autoplayOptions);

  // Until Embla has loaded, Previous and Next could do nothing, so they say so.
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
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (running) plugin.play();
    else plugin.stop();
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

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mb-6 hidden items-center justify-end gap-3 in-[.js]:flex">
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
          onClick={scrollPrev}
          disabled={!position.canPrev}
        />
        <ControlButton
          icon="next"
          label={text.next}
          onClick={scrollNext}
          disabled={!position.canNext}
        />
      </div>
      <p className="sr-only" aria-live={running ? "off" : "polite"} aria-atomic="true">
        {text.status(position.slide + 1, items.length)}
      </p>
      <div
        ref={viewportRef}
        // The vertical padding keeps focus rings and card shadows from being clipped.
        className="-my-2 overflow-x-auto py-2 in-[.js]:overflow-hidden"
      >
        <div className="-ml-4 flex in-[.js]:touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: an APG slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slide(index + 1, items.length)}
              className={cn("w-full min-w-0 shrink-0 grow-0 pl-4", slideClassName)}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
