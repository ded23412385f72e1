import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeatureGrid } from "./FeatureGrid";

const content = {
  id: "factors",
  eyebrow: "Why it works",
  title: "Three Key Success Factors",
  intro: "What every training is built on.",
  items: [
    { icon: "target", title: "Job- and Role-specific", description: "Made for your role." },
    { icon: "user-check", title: "Personalised", description: "Fits your level." },
    { icon: "pointer", title: "Interactive and Hands-on", description: "Learning by doing." },
  ],
} as const;

describe("FeatureGrid", () => {
  it("is a section named by its h2, reachable by its id", () => {
    const { container } = render(<FeatureGrid {...content} />);
    const section = screen.getByRole("region", { name: "Three Key Success Factors" });
    expect(section).toHaveAttribute("id", "factors");
    expect(container.querySelector("#factors")).toBe(section);
    expect(within(section).getByText("Why it works")).toBeVisible();
    expect(within(section).getByText("What every training is built on.")).toBeVisible();
  });

  it("shows one card per item, titled by an h3 with its description", () => {
    render(<FeatureGrid {...content} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Job- and Role-specific", "Personalised", "Interactive and Hands-on"]);
    expect(within(cards[1] as HTMLElement).getByText("Fits your level.")).toBeVisible();
  });

  it("keeps its icons out of the accessibility tree", () => {
    const { container } = render(<FeatureGrid {...content} />);
    const icons = container.querySelectorAll("svg");
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon).toHaveAttribute("aria-hidden", "true");
  });
});
