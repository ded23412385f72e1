import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { FakeIntersectionObserver } from "../../tests/setup/fake-intersection-observer";
import { AUTOPLAY_VISIBLE_SHARE, startVideoAutoplay } from "./video-autoplay";

/** A clip as Video renders it on the server. */
function addVideo({ autoplay = true, label = "Welcome to the platform" } = {}): HTMLVideoElement {
  const video = document.createElement("video");
  video.setAttribute("aria-label", label);
  video.controls = true;
  video.loop = true;
  if (autoplay) {
    video.dataset.autoplay = "";
    video.setAttribute("muted", "");
  }
  document.body.append(video);
  return video;
}

/** jsdom cannot play media: `paused` follows these stand-ins for the browser's player. */
function fakePlayer() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, "paused", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
    this.dispatchEvent(new Event("pause"));
  });
  return { play, pause };
}

let player: ReturnType<typeof fakePlayer>;
let motion: ReturnType<typeof fakeReducedMotion> | undefined;

beforeEach(() => {
  player = fakePlayer();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLMediaElement.prototype, "paused");
  FakeIntersectionObserver.instances = [];
  motion?.restore();
  motion = undefined;
  document.body.replaceChildren();
});

describe("startVideoAutoplay", () => {
  it("does nothing on a page without autoplaying clips", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    addVideo({ autoplay: false });
    startVideoAutoplay();
    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(player.play).not.toHaveBeenCalled();
  });

  it("plays marked clips muted at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    motion = fakeReducedMotion(false);
    const video = addVideo();
    const still = addVideo({ autoplay: false, label: "Interview" });
    startVideoAutoplay();
    expect(video.muted).toBe(true);
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(player.play.mock.contexts[0]).toBe(video);
    expect(still.paused).toBe(true);
  });

  it("does not autoplay under prefers-reduced-motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(true);
    addVideo();
    startVideoAutoplay();
    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(player.play).not.toHaveBeenCalled();
  });

  it("plays while half of the clip is on screen and pauses when it leaves", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const video = addVideo();
    startVideoAutoplay();
    expect(FakeIntersectionObserver.instances[0]?.options?.threshold).toBe(AUTOPLAY_VISIBLE_SHARE);
    expect(AUTOPLAY_VISIBLE_SHARE).toBe(0.5);
    expect(video.muted).toBe(true);
    expect(player.play).not.toHaveBeenCalled();

    FakeIntersectionObserver.show(video, true);
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);

    FakeIntersectionObserver.show(video, false);
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);

    FakeIntersectionObserver.show(video, true);
    expect(player.play).toHaveBeenCalledTimes(2);
  });

  it("never restarts a clip the visitor paused", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const video = addVideo();
    startVideoAutoplay();
    FakeIntersectionObserver.show(video, true);
    video.pause();
    FakeIntersectionObserver.show(video, false);
    FakeIntersectionObserver.show(video, true);
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it("follows each clip on its own", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    motion = fakeReducedMotion(false);
    const first = addVideo({ label: "First" });
    const second = addVideo({ label: "Second" });
    startVideoAutoplay();
    FakeIntersectionObserver.show(first, true);
    FakeIntersectionObserver.show(second, true);
    first.pause();
    FakeIntersectionObserver.show(second, false);
    FakeIntersectionObserver.show(first, false);
    FakeIntersectionObserver.show(first, true);
    FakeIntersectionObserver.show(second, true);
    expect(player.play.mock.contexts).toEqual([first, second, second]);
  });

  it("keeps the controls usable when the browser refuses to play", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    motion = fakeReducedMotion(false);
    player.play.mockRejectedValue(new DOMException("Blocked", "NotAllowedError"));
    const video = addVideo();
    expect(() => startVideoAutoplay()).not.toThrow();
    await Promise.resolve();
    expect(video).toHaveAttribute("controls");
  });
});
