import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy, readPlayer } from "~/content/read-copy";
import { defaultLocale } from "~/locales";
import { VideoSection } from "./VideoSection";

describe("VideoSection", () => {
  it("shows the video with native controls, loading only its metadata, under a heading", () => {
    const copy = readCopy("home", defaultLocale).video;
    const welcome = copy.video;
    const { container } = render(<VideoSection {...copy} player={readPlayer(defaultLocale)} />);
    expect(screen.getByRole("region", { name: copy.title })).toBeVisible();
    const video = container.querySelector("video");
    expect(video).toHaveAccessibleName(welcome.title);
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("src", welcome.src);
    expect(video).toHaveAttribute("poster", welcome.poster);
    expect(video).toHaveAttribute("width", String(welcome.width));
    expect(video).toHaveAttribute("height", String(welcome.height));
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
  });
});
