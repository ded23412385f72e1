/**
 * Fades page bands in as they scroll into view (components/ui/Reveal.tsx marks
 * them with a bare data-reveal). The server sends every band visible; only one
 * that is off screen when the observer first reports is hidden (app.css, screen
 * and no-preference media only), so the first screen, and with it the LCP, never
 * waits for this script.
 *
 * The first decision comes from the observer, not from measuring the element:
 * a measurement would force the layout of bands the browser may still be
 * skipping.
 */

/** Spec §4: sections animate in once 10% of them is visible. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * The visible fractions the observer reports, in steps fine enough that a section
 * too tall to ever show 10% at once is still caught close to what it asks for.
 */
const REVEAL_STEPS = Array.from({ length: 21 }, (_, step) => (step * REVEAL_THRESHOLD) / 20);

/** How much of a section must be visible: 10%, or half a screen of a very tall one. */
function revealRatio(height: number, viewportHeight: number): number {
  return height > 0 ? Math.min(REVEAL_THRESHOLD, viewportHeight / height / 2) : REVEAL_THRESHOLD;
}

export function startReveal(): void {
  const elements = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (
    elements.length === 0 ||
    typeof IntersectionObserver !== "function" ||
    window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  ) {
    return;
  }

  const decided = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      // One batch can hold several reports for a band; only its latest is current.
      const latest = new Map(entries.map((entry) => [entry.target as HTMLElement, entry]));
      for (const [element, entry] of latest) {
        if (!decided.has(element)) {
          decided.add(element);
          // On screen already: it stays as the server sent it.
          if (entry.isIntersecting) observer.unobserve(element);
          else element.dataset.reveal = "hidden";
          continue;
        }
        const needed = revealRatio(entry.boundingClientRect.height, window.innerHeight);
        if (!entry.isIntersecting || entry.intersectionRatio < needed) continue;
        element.dataset.reveal = "shown";
        observer.unobserve(element);
      }
    },
    { threshold: REVEAL_STEPS },
  );
  for (const element of elements) observer.observe(element);
}
