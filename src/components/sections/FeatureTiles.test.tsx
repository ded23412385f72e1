import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeatureTiles } from "./FeatureTiles";

describe("FeatureTiles", () => {
  it("links each tile to its block on the target page, named by its text", () => {
    render(
      <FeatureTiles
        title="Everything you need"
        href="/unleash-potential"
        tiles={[
          { text: "AI playgrounds", icon: "flask", sectionId: "ai-playgrounds" },
          { text: "AI coach", icon: "message", sectionId: "ai-coach" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Everything you need" })).toBeVisible();
    expect(screen.getByRole("link", { name: "AI playgrounds" })).toHaveAttribute(
      "href",
      "/unleash-potential#ai-playgrounds",
    );
    expect(screen.getByRole("link", { name: "AI coach" })).toHaveAttribute(
      "href",
      "/unleash-potential#ai-coach",
    );
  });
});
