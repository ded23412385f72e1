import type { ClientDirective } from "astro";

/**
 * `client:near`: a carousel hydrates a screen before it scrolls into view, so its
 * buttons already work when the visitor gets there, but never before the page
 * has loaded. Astro's `client:visible` with the same margin fetched React (50 KB)
 * during the first paint on a phone whenever the carousel sat within two screens
 * of the top (/partners), competing with the document and the font for the
 * first round trips; a carousel further down costs the first load nothing either way.
 */
const near: ClientDirective = (load, _options, element) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const observe = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      },
      { rootMargin: "100% 0px" },
    );
    for (const child of element.children) observer.observe(child);
  };
  if (document.readyState === "complete") observe();
  else window.addEventListener("load", observe, { once: true });
};

export default near;
