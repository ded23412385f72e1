/**
 * In-page anchor links (spec §2 Home, §9). The same offsets are in app.css as
 * `--anchor-offset` (scroll-margin-top), which serves visits without JavaScript
 * and links from other pages; a test keeps the two equal.
 */
export const ANCHOR_BREAKPOINT_PX = 868;
export const ANCHOR_OFFSET_NARROW_PX = 100;
export const ANCHOR_OFFSET_WIDE_PX = 80;

/** How far below the top of the viewport an anchor target lands. */
export function anchorOffset(viewportWidth: number): number {
  return viewportWidth < ANCHOR_BREAKPOINT_PX ? ANCHOR_OFFSET_NARROW_PX : ANCHOR_OFFSET_WIDE_PX;
}

export interface InPageTarget {
  element: HTMLElement;
  url: URL;
}

/** The element a link points at, when following it would stay on the current page. */
export function inPageTarget(anchor: HTMLAnchorElement, here: Location): InPageTarget | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here.href);
  const samePage =
    url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  if (!samePage || url.hash.length < 2) return null;
  try {
    const element = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    return element ? { element, url } : null;
  } catch {
    return null; // a malformed escape cannot name an element
  }
}

/**
 * The element's top in the page from layout, not from getBoundingClientRect: a
 * section still waiting to be revealed is shifted by a transform it is about to lose.
 */
function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) {
    top += node.offsetTop;
  }
  return top;
}

export function scrollToAnchor(element: HTMLElement, smooth: boolean): void {
  const top = pageTop(element) - anchorOffset(window.innerWidth);
  window.scrollTo({ top, behavior: smooth ? "smooth" : "instant" });
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Moves keyboard focus to the target, so the next Tab continues from there as it
 * would after a plain jump; a non-focusable target is focusable only until it loses focus.
 */
export function focusAnchorTarget(element: HTMLElement): void {
  if (!element.matches(FOCUSABLE)) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus({ preventScroll: true });
}
