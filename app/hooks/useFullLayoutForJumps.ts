import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Set on the root element while every band must render at its real height (app.css). */
export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/** Whether this document came from a reload, or from Back or Forward to a full page load. */
function loadedFromHistory(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}

/**
 * Bands off screen skip layout until they near the viewport (app.css), so a band
 * not yet rendered has only an estimated height. Scripted jumps need the real
 * ones: to an anchor the URL names after a navigation (the router's jump, or our
 * glide), and back to a scroll position the router saved, on Back, Forward or
 * reload. While one is in play, every band renders.
 *
 * A page loaded with a fragment needs no mark: app.css renders every band while
 * the fragment names an element (:target), before the browser's own jump to it.
 *
 * Install once, in the app inside the layout: its layout effect must run before
 * that of <ScrollRestoration />, which makes the jump.
 */
export function useFullLayoutForJumps(): void {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useRef(false);

  useLayoutEffect(() => {
    const jumping = hydrated.current
      ? hash.length > 1 || navigationType === "POP"
      : loadedFromHistory();
    hydrated.current = true;
    document.documentElement.toggleAttribute(FULL_LAYOUT_ATTRIBUTE, jumping);
  }, [hash, navigationType]);
}
