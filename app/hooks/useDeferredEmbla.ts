import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useEffect, useState } from "react";

/** Start loading a screen's height before the carousel scrolls into view. */
const LOAD_AHEAD = "100% 0px";

/** Calls `start` once `element` comes near the viewport; returns a cancel function. */
function whenNear(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Embla on the element given to the returned ref, like embla-carousel-react,
 * except that Embla (and the autoplay plugin, only when asked for) is fetched
 * when the carousel nears the viewport. Carousels sit below the fold, so a
 * page's first load does without their ~10 KB; the server-rendered slides are
 * visible meanwhile. Pass memoised `options` and `autoplay`: a change restarts Embla.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | null,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const stopWatching = whenNear(viewport, async () => {
      const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
        import("embla-carousel"),
        autoplay ? import("embla-carousel-autoplay") : null,
      ]);
      if (cancelled) return;
      const plugins = autoplayModule && autoplay ? [autoplayModule.default(autoplay)] : [];
      instance = EmblaCarousel(viewport, options, plugins);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      stopWatching();
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, options, autoplay]);

  return [setViewport, embla];
}
