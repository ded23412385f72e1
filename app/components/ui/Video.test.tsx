import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { assetUrl } from "~/site.config";
import { Video } from "./Video";

const props = {
  src: "/media/welcome.mp4",
  poster: "/media/welcome.jpg",
  title: "Welcome to the platform",
  width: 1280,
  height: 720,
};

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
let motion: ReturnType<typeof fakeReducedMotion>;

beforeEach(() => {
  // jsdom cannot play media; these stand in for the browser's player.
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  motion?.restore();
});

describe("Video", () => {
  it("renders a native player with controls that loads only metadata", () => {
    motion = fakeReducedMotion(false);
    render(<Video {...props} />);
    const video = screen.getByLabelText("Welcome to the platform");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("playsinline");
    expect(video).toHaveAttribute("src", assetUrl(props.src));
    expect(video).toHaveAttribute("poster", assetUrl(props.poster));
    expect(video).toHaveAttribute("width", "1280");
    expect(video).toHaveAttribute("height", "720");
    expect(play).not.toHaveBeenCalled();
  });

  it("says so when the browser cannot play video", () => {
    motion = fakeReducedMotion(false);
    render(<Video {...props} />);
    expect(screen.getByLabelText("Welcome to the platform")).toHaveTextContent(
      "Your browser does not support the video tag.",
    );
  });

  it("autoplays muted and looping when motion is welcome", () => {
    motion = fakeReducedMotion(false);
    render(<Video {...props} autoPlay loop />);
    const video = screen.getByLabelText<HTMLVideoElement>("Welcome to the platform");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveAttribute("autoplay");
  });

  it("does not autoplay under prefers-reduced-motion", () => {
    motion = fakeReducedMotion(true);
    render(<Video {...props} autoPlay />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Welcome to the platform")).not.toHaveAttribute("autoplay");
  });

  describe("with an IntersectionObserver", () => {
    let report: (visible: boolean) => void = () => {};
    let threshold: unknown;

    beforeEach(() => {
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            threshold = options?.threshold;
            report = (visible) =>
              callback(
                [{ isIntersecting: visible } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              );
          }
          observe() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("plays while half of the clip is on screen and pauses when it leaves", () => {
      motion = fakeReducedMotion(false);
      render(<Video {...props} autoPlay loop />);
      expect(threshold).toBe(0.5);
      expect(play).not.toHaveBeenCalled();
      report(true);
      expect(play).toHaveBeenCalledTimes(1);
      const video = screen.getByLabelText<HTMLVideoElement>("Welcome to the platform");
      Object.defineProperty(video, "paused", { configurable: true, value: false });
      report(false);
      expect(pause).toHaveBeenCalledTimes(1);
    });

    it("never restarts a clip the visitor paused", () => {
      motion = fakeReducedMotion(false);
      render(<Video {...props} autoPlay loop />);
      report(true);
      const video = screen.getByLabelText<HTMLVideoElement>("Welcome to the platform");
      video.dispatchEvent(new Event("pause"));
      report(false);
      report(true);
      expect(play).toHaveBeenCalledTimes(1);
    });
  });

  it("pauses when reduced motion is switched on, and resumes when it is switched off", () => {
    motion = fakeReducedMotion(false);
    render(<Video {...props} autoPlay />);
    expect(play).toHaveBeenCalledTimes(1);
    motion.set(true);
    expect(pause).toHaveBeenCalled();
    motion.set(false);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
