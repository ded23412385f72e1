// Embla and the carousel's script come as a file of their own, bundled the way
// Vite bundles a module worker, whose URL this script holds as a string: Astro
// never puts a page script that says `import("./x")` into the page, so every
// page would then wait on a request for this one (ADR 0008).
import carouselsUrl from "./carousels-embla?worker&url";

/**
 * Brings the carousels (components/ui/Carousel.tsx) to life without costing the
 * page's load anything: Embla and the carousel's script (about 9 KB gzip) are
 * fetched only once the visitor has scrolled or reached for the page (a key, a
 * touch, the pointer) and a carousel is a screen away or nearer, so they are
 * there before the visitor gets to it. Until then the row scrolls and snaps
 * natively, and a press on Previous or Next fetches them and then counts
 * (the press waits in the region's `data-pressed`).
 */

/** What the visitor does first: any of these on the window means someone is there. */
const FIRST_INTERACTION = [
  "scroll",
  "wheel",
  "keydown",
  "pointerdown",
  "pointermove",
  "touchstart",
  "focusin",
] as const;

export function startCarousels(): void {
  const regions = [...document.querySelectorAll<HTMLElement>("[data-carousel]")];
  // Embla needs both observers; without them the row stays a native scroller.
  if (
    regions.length === 0 ||
    typeof IntersectionObserver !== "function" ||
    typeof ResizeObserver !== "function"
  )
    return;

  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    void import(/* @vite-ignore */ carouselsUrl);
  };

  for (const region of regions) {
    for (const button of region.querySelectorAll<HTMLButtonElement>("[data-carousel-control]")) {
      button.disabled = false;
    }
    region.addEventListener("click", (event) => {
      // Once Embla runs (data-ready), the carousel hears its buttons itself.
      if ("ready" in region.dataset) return;
      const button = (event.target as Element).closest<HTMLElement>("[data-carousel-control]");
      if (!button?.dataset.carouselControl) return;
      region.dataset.pressed = button.dataset.carouselControl;
      load();
    });
  }

  const observeNearness = () => {
    for (const event of FIRST_INTERACTION) window.removeEventListener(event, observeNearness, true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      // A screen ahead, so its buttons work by the time the visitor gets there.
      { rootMargin: "100% 0px" },
    );
    for (const region of regions) observer.observe(region);
  };
  for (const event of FIRST_INTERACTION) {
    window.addEventListener(event, observeNearness, { capture: true, passive: true });
  }
}
