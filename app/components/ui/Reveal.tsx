import { type HTMLAttributes, type ReactNode, useCallback } from "react";
import { prefersReducedMotion } from "~/hooks/usePrefersReducedMotion";

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

type RevealTag = "div" | "section" | "article" | "aside" | "header" | "footer" | "li";

export interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  as?: RevealTag;
  children: ReactNode;
}

/**
 * Fades its content in as it scrolls into view. The server sends it visible;
 * only an element that is off screen when the observer first reports is hidden
 * (app.css, no-preference media only), so the first screen, and with it the LCP,
 * never waits for JavaScript.
 *
 * The first decision comes from the observer, not from measuring the element:
 * a measurement would force the layout of every band that app.css lets skip
 * rendering until it nears the viewport.
 */
export function Reveal({ as: Tag = "div", children, ...props }: RevealProps) {
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver !== "function" || prefersReducedMotion()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          // On screen already: it stays as the server sent it.
          if (entry.isIntersecting) observer.disconnect();
          else element.dataset.reveal = "hidden";
          return;
        }
        const needed = revealRatio(entry.boundingClientRect.height, window.innerHeight);
        if (!entry.isIntersecting || entry.intersectionRatio < needed) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { threshold: REVEAL_STEPS },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (element.dataset.reveal === "hidden") delete element.dataset.reveal;
    };
  }, []);

  return (
    <Tag ref={observe} {...props}>
      {children}
    </Tag>
  );
}
