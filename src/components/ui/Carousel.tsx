import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { fillIn } from "~/lib/fill-in";
import { Button } from "./Button";
import type { CarouselCopy } from "./Carousel.schema";

export const DEFAULT_AUTOPLAY_DELAY_MS = 4000;

export type { CarouselCopy };

export interface CarouselProps<T> {
  /** Accessible name of the region, e.g. "Testimonials". */
  label: string;
  copy: CarouselCopy;
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
  /** Moves by itself, with a pause control; stays still under prefers-reduced-motion. */
  autoplay?: boolean | { delayMs: number };
  className?: string;
}

const icons = {
  previous: "M19 12H5m6-6-6 6 6 6",
  next: "M5 12h14m-6-6 6 6-6 6",
  pause: "M9 5v14M15 5v14",
  play: "M8 5.5v13l11-6.5Z",
} as const;

type IconName = keyof typeof icons;

function ControlIcon({ name, hidden }: { name: IconName; hidden?: boolean }) {
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
      data-carousel-icon={name}
      // The script shows the icon of what a press would do; until then nothing moves.
      display={hidden ? "none" : undefined}
    >
      <path d={icons[name]} />
    </svg>
  );
}

/**
 * Disabled in the page as sent: scripts/carousels.ts turns the buttons on where
 * the carousel can run, and a press before its script has arrived still counts.
 * Disabled or not, they keep their full colour, so nothing changes when they do.
 */
function ControlButton({
  control,
  label,
  children,
  ...data
}: {
  control: "previous" | "next" | "rotation";
  label: string;
  children: ReactNode;
  [data: `data-${string}`]: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="size-12 px-0 shadow-sm disabled:cursor-default disabled:opacity-100"
      aria-label={label}
      data-carousel-control={control}
      disabled
      {...data}
    >
      {children}
    </Button>
  );
}

/**
 * A WAI-ARIA APG carousel: named region, slides named "3 of 15", real
 * Previous/Next buttons, optional autoplay with a pause control.
 *
 * Rendered at build, with no island: the server's HTML is a row of slides that
 * scrolls sideways and snaps to each slide, so it works without JavaScript (the
 * controls are hidden where scripting is off). scripts/carousels.ts brings in
 * Embla (scripts/carousel.ts) once the visitor scrolls or reaches for the page
 * with the carousel a screen away or nearer; the data attributes below are what
 * it reads, and `data-ready`, set when Embla takes over, switches the row to
 * its clipped viewport.
 */
export function Carousel<T>({
  label,
  copy,
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
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      data-carousel=""
      data-loop={String(loop)}
      data-drag-free={String(dragFree)}
      data-autoplay-ms={delayMs || undefined}
    >
      <div className="mb-6 flex items-center justify-end gap-3 noscript:hidden">
        {delayMs ? (
          <span className="mr-auto">
            <ControlButton
              control="rotation"
              label={copy.play}
              data-label-pause={copy.pause}
              data-label-play={copy.play}
            >
              <ControlIcon name="pause" hidden />
              <ControlIcon name="play" />
            </ControlButton>
          </span>
        ) : null}
        <ControlButton control="previous" label={copy.previous}>
          <ControlIcon name="previous" />
        </ControlButton>
        <ControlButton control="next" label={copy.next}>
          <ControlIcon name="next" />
        </ControlButton>
      </div>
      <p
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-carousel-status={copy.status}
      >
        {fillIn(copy.status, 1, items.length)}
      </p>
      <div
        data-carousel-viewport=""
        // Until Embla runs, the row scrolls natively: the keyboard must reach it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus (WCAG 2.1.1)
        tabIndex={0}
        className={cn(
          // The vertical padding keeps focus rings and card shadows from being clipped.
          "-my-2 py-2",
          "snap-x snap-mandatory overflow-x-auto",
          // With scripting on, Embla replaces the scrollbar; hiding it until then
          // keeps the row's height from changing when it does.
          "not-noscript:[scrollbar-width:none]",
          "data-ready:snap-none data-ready:overflow-hidden",
        )}
      >
        <div className="-ml-4 flex data-ready:touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: an APG slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(copy.slide, index + 1, items.length)}
              className={cn("w-full min-w-0 shrink-0 grow-0 snap-start pl-4", slideClassName)}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
