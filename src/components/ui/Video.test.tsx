import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { assetUrl } from "~/site.config";
import { Video } from "./Video";

const props = {
  src: "/media/welcome.mp4",
  poster: "/media/welcome.jpg",
  title: "Welcome to the platform",
  player: {
    fallback: "Your browser does not support the video tag.",
    lang: "de",
    captionsLabel: "Deutsch",
  },
  width: 1280,
  height: 720,
};

/** The player as the server sends it: what a visitor has before any script runs. */
function serverVideo(markup: string): HTMLVideoElement {
  const container = document.createElement("div");
  container.innerHTML = markup;
  const video = container.querySelector("video");
  if (!video) throw new Error("no video rendered");
  return video;
}

describe("Video", () => {
  it("renders a native player with controls that loads only metadata", () => {
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
    expect(video).not.toHaveAttribute("data-autoplay");
  });

  it("says so when the browser cannot play video", () => {
    render(<Video {...props} />);
    expect(screen.getByLabelText("Welcome to the platform")).toHaveTextContent(
      "Your browser does not support the video tag.",
    );
  });

  it("shows captions in the page's language from the start, from the page's own origin", () => {
    const video = serverVideo(renderToStaticMarkup(<Video {...props} />));
    const track = video.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "de");
    expect(track).toHaveAttribute("label", "Deutsch");
    expect(track).toHaveAttribute("default");
    expect(track).toHaveAttribute("src", "/captions/de/welcome.vtt");
  });

  it("marks an autoplaying clip for the script, muted and looping, without the autoplay attribute", () => {
    const video = serverVideo(renderToStaticMarkup(<Video {...props} autoPlay loop />));
    expect(video).toHaveAttribute("data-autoplay", "");
    expect(video).toHaveAttribute("muted");
    expect(video).toHaveAttribute("loop");
    expect(video).not.toHaveAttribute("autoplay");
  });

  it("leaves a clip without autoPlay unmarked and with sound unless asked to mute", () => {
    expect(serverVideo(renderToStaticMarkup(<Video {...props} />))).not.toHaveAttribute("muted");
    const muted = serverVideo(renderToStaticMarkup(<Video {...props} muted />));
    expect(muted).toHaveAttribute("muted");
    expect(muted).not.toHaveAttribute("data-autoplay");
  });
});
