import { act, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDeferredEmbla } from "./useDeferredEmbla";

const embla = vi.hoisted(() => ({
  create: vi.fn(),
  autoplay: vi.fn((options: unknown) => ({ name: "autoplay", options })),
  destroy: vi.fn(),
}));

vi.mock("embla-carousel", () => ({
  default: (...args: unknown[]) => {
    embla.create(...args);
    return { destroy: embla.destroy };
  },
}));
vi.mock("embla-carousel-autoplay", () => ({ default: embla.autoplay }));

/** An IntersectionObserver the test moves: `reveal()` brings the observed carousel near. */
function fakeIntersection() {
  let callback: IntersectionObserverCallback | undefined;
  const observer = { observe: vi.fn(), disconnect: vi.fn() };
  vi.stubGlobal(
    "IntersectionObserver",
    vi.fn(function (this: unknown, cb: IntersectionObserverCallback) {
      callback = cb;
      return observer;
    }),
  );
  return {
    reveal: () =>
      act(() =>
        callback?.(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        ),
      ),
  };
}

const options = { loop: true };
const autoplayOptions = { delay: 4000 };

function Viewport({ autoplay }: { autoplay: typeof autoplayOptions | null }) {
  const [ref] = useDeferredEmbla(options, autoplay);
  return <div ref={ref} data-testid="viewport" />;
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useDeferredEmbla", () => {
  it("fetches and starts Embla only once the carousel nears the viewport", async () => {
    const view = fakeIntersection();
    const { getByTestId } = render(<Viewport autoplay={null} />);
    await act(async () => {});
    expect(embla.create).not.toHaveBeenCalled();

    view.reveal();
    await waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    expect(embla.create).toHaveBeenCalledWith(getByTestId("viewport"), options, []);
    expect(embla.autoplay).not.toHaveBeenCalled();
  });

  it("adds the autoplay plugin only for a carousel that moves by itself", async () => {
    const view = fakeIntersection();
    render(<Viewport autoplay={autoplayOptions} />);
    view.reveal();
    await waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    expect(embla.autoplay).toHaveBeenCalledWith(autoplayOptions);
    expect(embla.create.mock.calls[0]?.[2]).toEqual([
      { name: "autoplay", options: autoplayOptions },
    ]);
  });

  it("starts at once where there is no IntersectionObserver, and cleans up on unmount", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { unmount } = render(<Viewport autoplay={null} />);
    await waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    unmount();
    expect(embla.destroy).toHaveBeenCalledTimes(1);
  });
});
