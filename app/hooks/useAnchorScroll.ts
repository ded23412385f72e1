import { useEffect } from "react";
import { useNavigate } from "react-router";
import { focusAnchorTarget, inPageTarget, scrollToAnchor } from "~/lib/anchor-scroll";
import { prefersReducedMotion } from "./usePrefersReducedMotion";

/**
 * Makes every link to an id on the current page glide there (instantly under
 * reduced motion), landing below the fixed header, with the hash in the URL and
 * in the router's history. Install once, at the app's root.
 */
export function useAnchorScroll(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = inPageTarget(anchor, window.location);
      if (!target) return;

      // Capture phase: this runs before a <Link>'s own handler, which then sees
      // defaultPrevented and leaves the navigation to us.
      event.preventDefault();
      const from = window.scrollY;
      const { pathname, search, hash } = target.url;
      // The router jumps to the hash itself while it commits; flushSync makes that
      // commit synchronous, so we can put the page back before anything is painted.
      void navigate({ pathname, search, hash }, { flushSync: true, preventScrollReset: true });
      window.scrollTo({ top: from, behavior: "instant" });
      scrollToAnchor(target.element, !prefersReducedMotion());
      focusAnchorTarget(target.element);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [navigate]);
}
