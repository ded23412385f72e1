import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCopy, readPlayer } from "~/content/read-copy";
import { fakeReducedMotion } from "~/hooks/fake-reduced-motion";
import { defaultLocale } from "~/locales";
import { startVideoAutoplay } from "~/scripts/video-autoplay";
import { FakeIntersectionObserver } from "../../../tests/setup/fake-intersection-observer";
import { VideoTestimonials } from "./VideoTestimonials";

const copy = readCopy("customers", defaultLocale).videos;
const voices = copy.items;
const section = <VideoTestimonials {...copy} player={readPlayer(defaultLocale)} />;

let play: ReturnType<typeof vi.spyOn>;
let motion: ReturnType<typeof fakeReducedMotion>;

beforeEach(() => {
  // jsdom cannot play media; the spy stands in for the browser's player.
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  motion?.restore();
});

describe("VideoTestimonials", () => {
  it("shows each speaker with a looping, muted player that has controls and starts by itself", () => {
    motion = fakeReducedMotion(false);
    render(section);
    // The page's script (layouts/Document.astro) starts the clips.
    startVideoAutoplay();
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(voices.length);
    for (const [i, item] of voices.entries()) {
      const figure = figures[i] as HTMLElement;
      const video = within(figure).getByLabelText(item.video.title) as HTMLVideoElement;
      expect(video).toHaveAttribute("controls");
      expect(video).toHaveAttribute("loop");
      expect(video.muted).toBe(true);
      expect(within(figure).getByText(item.name)).toBeVisible();
      expect(within(figure).getByText(`${item.role}, ${item.company}`)).toBeVisible();
    }
    expect(play).toHaveBeenCalledTimes(voices.length);
  });

  it("starts nothing when the visitor prefers reduced motion", () => {
    motion = fakeReducedMotion(true);
    render(section);
    // The page's script (layouts/Document.astro) starts the clips.
    startVideoAutoplay();
    expect(screen.getAllByRole("figure")).toHaveLength(voices.length);
    expect(play).not.toHaveBeenCalled();
  });

  it("starts a clip only once it comes into view", () => {
    motion = fakeReducedMotion(false);
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(section);
    // The page's script (layouts/Document.astro) starts the clips.
    startVideoAutoplay();
    expect(play).not.toHaveBeenCalled();
    const [first] = voices;
    const video = screen.getByLabelText(first?.video.title ?? "");
    act(() => FakeIntersectionObserver.show(video));
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(video);
  });
});
