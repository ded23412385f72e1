import type { PageView } from "./page-view";

/** What the app hands each page view to as it is served: the counter, the forwarder. */
export interface PageViewSink {
  /** Synchronous and O(1): called on the answer's finish, it must never slow or fail a page. */
  record(view: PageView): void;
}

/** One sink that hands each view to every one given; undefined when none is (ANALYTICS=off). */
export function allSinks(sinks: readonly (PageViewSink | undefined)[]): PageViewSink | undefined {
  const present = sinks.filter((sink) => sink !== undefined);
  if (present.length === 0) return undefined;
  return {
    record(view) {
      for (const sink of present) sink.record(view);
    },
  };
}
