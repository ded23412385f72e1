import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProseSection } from "./ProseSection";

describe("ProseSection", () => {
  it("is an anchor target named by its h2, with its paragraphs in order", () => {
    render(
      <ProseSection
        id="challenge"
        eyebrow="The Challenge"
        title="Tools Are Easy to Buy"
        paragraphs={["First point.", "Second point."]}
      />,
    );
    const section = screen.getByRole("region", { name: "Tools Are Easy to Buy" });
    expect(section).toHaveAttribute("id", "challenge");
    expect(screen.getByText("The Challenge")).toBeVisible();
    expect([...section.querySelectorAll("p")].map((p) => p.textContent)).toContain("Second point.");
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
  });

  it("adds a card of key points when given one", () => {
    render(
      <ProseSection
        title="Start With People"
        paragraphs={["Text."]}
        aside={{ title: "What changes", items: ["Everyone learns", "Value is measured"] }}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "What changes" })).toBeVisible();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Everyone learns",
      "Value is measured",
    ]);
  });
});
