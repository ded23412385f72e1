/**
 * Runs in the head, before the page's first frame (Document.astro inlines it).
 * Pages cross-fade into each other with a cross-document view transition
 * (app.css, ADR 0006). When the browser skips one (a busy phone that misses the
 * frame, a second click mid-way), it rejects the transition's `ready`, which no
 * script of ours awaits, and Chromium reports an uncaught "Transition was
 * skipped" on the new page (csswg-drafts#13726). The page shows either way: this
 * only marks the rejection as expected, so the console stays clean.
 */
export function quietSkippedTransitions(): void {
  addEventListener("pagereveal", (e) =>
    (e as PageRevealEvent).viewTransition?.ready.catch(() => {}),
  );
}
