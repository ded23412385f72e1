import { act } from "@testing-library/react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Test helper: a window.matchMedia (jsdom has none) whose reduced-motion answer
 * the test controls and can change while components listen.
 */
export function fakeReducedMotion(initiallyReduced: boolean) {
  let reduced = initiallyReduced;
  const listeners = new Set<() => void>();
  const list = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === REDUCED_MOTION_QUERY && reduced;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: list });
  return {
    set(value: boolean) {
      reduced = value;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    restore() {
      Reflect.deleteProperty(window, "matchMedia");
    },
  };
}
