import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readShared } from "~/content/read-copy";
import { type FeatureBlockCopy, FeatureBlocks } from "./FeatureBlocks";

const screens = readShared("product-screens", "en");
const playground = screens.find((item) => item.id === "playground");
if (!playground) throw new Error("no playground screen in product-screens.yaml");

const blocks: FeatureBlockCopy[] = [
  {
    id: "ai-playgrounds",
    title: "AI Playgrounds",
    description: "Try models side by side.",
    features: ["Several models", "Instant feedback"],
    imagePosition: "right",
    screen: playground,
  },
  {
    id: "ai-coach",
    title: "AI Coach",
    description: "Help whenever you need it.",
    features: ["Around the clock"],
    imagePosition: "left",
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

  it("shows a block's screen as one picture named by its description, and no picture without one", () => {
    render(<FeatureBlocks blocks={blocks} />);
    expect(screen.getAllByRole("img")).toEqual([screen.getByRole("img", { name: playground.alt })]);
    expect(
      screen.getByRole("region", { name: "AI Playgrounds" }).querySelector('[role="img"]'),
    ).not.toBeNull();
  });
});
