import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { fillIn } from "~/lib/fill-in";

/**
 * Embla on a carousel as components/ui/Carousel.tsx renders it: the row becomes
 * a clipped viewport that loops, drags and moves with Previous and Next, a
 * status line says where it stands, and with autoplay it moves by itself unless
 * the visitor prefers reduced motion, holding while the pointer or focus is in
 * its slides, until they pause it or drag it. It comes with Embla in the file
 * scripts/carousels.ts fetches after the visitor's first move.
 */

export type CarouselControl = "previous" | "next" | "rotation";

export interface StartedCarousel {
  /** What a press on one of the carousel's buttons does. */
  press(control: CarouselControl): void;
}

/**
 * Embla constructs both observers on start. Where one is missing it would throw;
 * leaving Embla off keeps the slides as a row that scrolls natively.
 */
export function emblaCanRun(): boolean {
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

export function startCarousel(region: HTMLElement): StartedCarousel | null {
  const viewport = region.querySelector<HTMLElement>("[data-carousel-viewport]");
  const status = region.querySelector<HTMLElement>("[data-carousel-status]");
  if (!viewport || !status || !emblaCanRun()) return null;
  const control = (name: CarouselControl) =>
    region.querySelector<HTMLButtonElement>(`[data-carousel-control="${name}"]`);
  const previous = control("previous");
  const next = control("next");
  const rotation = control("rotation");
  const delayMs = Number(region.dataset.autoplayMs ?? 0);

  // The visitor may have scrolled the native row before Embla came. Embla moves
  // the slides by transform, so a leftover scroll offset would add to its own;
  // it starts instead from the slide they were looking at.
  const scrolled = viewport.scrollLeft;
  for (const element of [region, viewport, viewport.firstElementChild]) {
    if (element instanceof HTMLElement) element.dataset.ready = "";
  }
  viewport.removeAttribute("tabindex");
  viewport.scrollLeft = 0;
  // The plugin never starts or resumes by itself: `apply` below decides.
  const plugins = delayMs
    ? [
        Autoplay({
          delay: delayMs,
          playOnInit: false,
          stopOnInteraction: true,
          stopOnFocusIn: false,
          stopOnMouseEnter: false,
        }),
      ]
    : [];
  const embla = EmblaCarousel(
    viewport,
    {
      loop: region.dataset.loop !== "false",
      dragFree: region.dataset.dragFree === "true",
      align: "start",
    },
    plugins,
  );
  if (scrolled >= 1) embla.scrollTo(snapAtNativeScroll(embla, scrolled), true);

  // Autoplay: the visitor's choice wins; until they make one, motion follows the
  // reduced-motion setting. Hovering the slides or focusing into them holds it.
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  let choice: boolean | null = null;
  let hovered = false;
  let focusedInside = false;
  const playing = () => delayMs > 0 && (choice ?? !reducedMotion?.matches);
  const running = () => playing() && !hovered && !focusedInside;

  const update = () => {
    const snap = embla.selectedScrollSnap();
    // With trimmed snaps (no loop) one snap can stand for several slides.
    const slide = embla.internalEngine().slideRegistry[snap]?.[0] ?? snap;
    status.textContent = fillIn(
      status.dataset.carouselStatus ?? "",
      slide + 1,
      embla.slideNodes().length,
    );
    if (previous) previous.disabled = !embla.canScrollPrev();
    if (next) next.disabled = !embla.canScrollNext();
  };

  const apply = () => {
    const isPlaying = playing();
    if (rotation) {
      rotation.disabled = false;
      rotation.setAttribute(
        "aria-label",
        (isPlaying ? rotation.dataset.labelPause : rotation.dataset.labelPlay) ?? "",
      );
      for (const icon of rotation.querySelectorAll("[data-carousel-icon]")) {
        const shown = icon.getAttribute("data-carousel-icon") === (isPlaying ? "pause" : "play");
        if (shown) icon.removeAttribute("display");
        else icon.setAttribute("display", "none");
      }
    }
    // Moves it makes by itself are not announced.
    status.setAttribute("aria-live", running() ? "off" : "polite");
    const plugin = embla.plugins().autoplay;
    if (!plugin) return;
    // With every slide in view there is one snap; the plugin then skips its own
    // set-up, and play() would throw.
    if (running() && embla.scrollSnapList().length > 1) plugin.play();
    else plugin.stop();
  };

  update();
  apply();
  // Embla re-creates its plugins on reInit (a resize, a breakpoint), stopped.
  embla.on("select", update).on("reInit", update).on("reInit", apply);

  const press = (name: CarouselControl) => {
    if (name === "previous") embla.scrollPrev();
    else if (name === "next") embla.scrollNext();
    else {
      choice = !playing();
      apply();
    }
  };
  region.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-carousel-control]");
    if (button && region.contains(button)) press(button.dataset.carouselControl as CarouselControl);
  });

  if (delayMs) {
    // A drag is the visitor taking over; the plugin stops itself (stopOnInteraction).
    embla.on("pointerDown", () => {
      choice = false;
      apply();
    });
    const hold = (value: boolean) => () => {
      hovered = value;
      apply();
    };
    viewport.addEventListener("mouseenter", hold(true));
    viewport.addEventListener("mouseleave", hold(false));
    // Focus on the rotation control, unlike focus in the slides, does not hold it.
    region.addEventListener("focusin", (event) => {
      focusedInside = !rotation?.contains(event.target as Node);
      apply();
    });
    region.addEventListener("focusout", (event) => {
      if (region.contains(event.relatedTarget as Node | null)) return;
      focusedInside = false;
      apply();
    });
    reducedMotion?.addEventListener("change", apply);
  }

  return { press };
}
