/**
 * In-page links glide (app.css, spec §4), but a visitor who arrives through a
 * link to a section lands on it at once. The browser would otherwise glide there
 * from the top of a page still settling (the web font replacing the fallback
 * moves lines above the section), and the glide ends where the section was when
 * it began, not where it is. So gliding starts once the page has loaded; without
 * JavaScript, anchors jump.
 */
export function startSmoothAnchors(): void {
  const allowGliding = () => {
    document.documentElement.dataset.smoothAnchors = "";
  };
  if (document.readyState === "complete") allowGliding();
  else window.addEventListener("load", allowGliding, { once: true });
}
