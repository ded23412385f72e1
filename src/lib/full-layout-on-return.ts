/**
 * Runs in the head, before the first layout (Document.astro inlines it). On Back,
 * Forward or reload the browser puts the visitor back where they were, which
 * needs the real height of every band above that place; bands far down the page
 * otherwise wait at an estimated height until they near the viewport (app.css,
 * ADR 0017). A fresh visit keeps skipping them. Without JavaScript a return lands
 * near, not exactly on, the old place.
 */
export function markFullLayoutOnReturn(): void {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry && entry.type !== "navigate") document.documentElement.dataset.fullLayout = "";
}
