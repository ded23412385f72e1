import { type HTMLAttributes, type ReactNode, useCallback } from "react";
import { prefersReducedMotion } from "~/hooks/usePrefersReducedMotion";

/** Spec §4: sections animate in once 10% of them is visible. */
export const REVEAL_THRESHOLD = 0.1;

type RevealTag = "div" | "section" | "article" | "aside" | "header" | "footer" | "li";

export interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  as?: RevealTag;
  children: ReactNode;
}

/**
 * Fades its content in as it scrolls into view. The server sends it visible;
 * only an element that starts below the viewport when the script runs is hidden
 * (app.css, no-preference media only), so the first screen, and with it the LCP,
 * never waits for JavaScript.
 */
export function Reveal({ as: Tag = "div", children, ...props }: RevealProps) {
  // A ref callback (not an effect) so the decision is made before the browser paints.
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver !== "function" || prefersReducedMotion()) return;
    const { top, height } = element.getBoundingClientRect();
    if (top < window.innerHeight) return;

    element.dataset.reveal = "hidden";
    // A section taller than ten screens never shows 10% at once: ask for what fits.
    const threshold = Math.min(REVEAL_THRESHOLD, window.innerHeight / height / 2);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { threshold },
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
