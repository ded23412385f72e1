/**
 * Stands in for the browser's IntersectionObserver in jsdom, which has none:
 * `vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver)`, then the test
 * says what comes into view.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  disconnect() {
    this.observed = [];
  }
  /** Hands the callback one entry per target, each with these fields. */
  deliver(targets: readonly Element[], fields: Partial<IntersectionObserverEntry>) {
    const entries = targets.map((target) => ({ target, ...fields }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
  /** Tells every observer watching `target` that it came into (or went out of) view. */
  static show(target: Element, visible = true) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.observed.includes(target))
        observer.deliver([target], { isIntersecting: visible });
    }
  }
}
