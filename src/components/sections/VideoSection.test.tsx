import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readUi } from "~/content/read-copy";
import { welcomeVideo } from "~/content/shared/videos";
import { VideoSection } from "./VideoSection";

describe("VideoSection", () => {
  it("shows the video with native controls, loading only its metadata, under a heading", () => {
    const { container } = render(
      <VideoSection
        title="See AI Adoption in Action"
        video={welcomeVideo.en}
        videoFallback={readUi("en").video.fallback}
      />,
    );
    expect(screen.getByRole("region", { name: "See AI Adoption in Action" })).toBeVisible();
    const video = container.querySelector("video");
    expect(video).toHaveAccessibleName(welcomeVideo.en.title);
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("src", welcomeVideo.en.src);
    expect(video).toHaveAttribute("poster", welcomeVideo.en.poster);
    expect(video).toHaveAttribute("width", String(welcomeVideo.en.width));
    expect(video).toHaveAttribute("height", String(welcomeVideo.en.height));
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
  });
});
