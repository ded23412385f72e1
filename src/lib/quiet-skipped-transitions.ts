/**
 * Runs in the head, before the page's first frame (Document.astro inlines it).
 * Pages cross-fade into each other with a cross-document view transition
 * (app.css, ADR 0006). When the browser skips one (a busy phone that misses the
 * frame, a second click mid-way, a next page slower than the browser waits), it
 * rejects the transition's promises, which no script of ours awaits, and
 * Chromium reports an uncaught "Transition was skipped" (csswg-drafts#13726), on
 * the page being left or on the one arriving, sometimes before either event
 * hands the transition to a script. The page shows either way: this only marks
 * the rejection as expected, so the console stays clean for real errors.
 */
export function quietSkippedTransitions(): void {
  const expectSkips = (event: Event) => {
    const transition = (event as PageRevealEvent).viewTransition;
    transition?.ready.catch(() => {});
    transition?.finished.catch(() => {});
  };
  addEventListener("pageswap", expectSkips);
  addEventListener("pagereveal", expectSkips);
  addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && /^Transition was skipped/.test(reason.message)) {
      event.preventDefault();
    }
  });
}
