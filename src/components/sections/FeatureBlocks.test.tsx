import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FeatureBlockCopy, FeatureBlocks } from "./FeatureBlocks";

const blocks: FeatureBlockCopy[] = [
  {
    id: "ai-playgrounds",
    title: "AI Playgrounds",
    description: "Try models side by side.",
    features: ["Several models", "Instant feedback"],
    imagePosition: "right",
    image: "/media/journey/playground.svg",
  },
  {
    id: "ai-coach",
    title: "AI Coach",
    description: "Help whenever you need it.",
    features: ["Around the clock"],
    imagePosition: "left",
    image: "/media/journey/coach.svg",
    imageAlt: "A chat with the AI coach",
  },
];

describe("FeatureBlocks", () => {
  it("gives each block its own section, named by its h2 and reachable by its anchor id", () => {
    const { container } = render(<FeatureBlocks blocks={blocks} />);
    const playgrounds = screen.getByRole("region", { name: "AI Playgrounds" });
    expect(playgrounds).toHaveAttribute("id", "ai-playgrounds");
    expect(container.querySelector("#ai-coach")).toBe(
      screen.getByRole("region", { name: "AI Coach" }),
    );
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("lists each block's features", () => {
    render(<FeatureBlocks blocks={blocks} />);
    expect(screen.getByText("Several models")).toBeInTheDocument();
    expect(screen.getByText("Instant feedback")).toBeInTheDocument();
    expect(screen.getByText("Around the clock")).toBeInTheDocument();
  });

  it("loads pictures lazily with their size reserved, decorative unless described", () => {
    const { container } = render(<FeatureBlocks blocks={blocks} />);
    const images = [...container.querySelectorAll("img")];
    for (const image of images) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("width", "640");
      expect(image).toHaveAttribute("height", "480");
    }
    expect(images[0]).toHaveAttribute("alt", "");
    expect(screen.getByRole("img", { name: "A chat with the AI coach" })).toBe(images[1]);
  });
});
