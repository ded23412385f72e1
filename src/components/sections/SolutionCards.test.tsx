import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy, readSiteChrome } from "~/content/read-copy";
import { SolutionCards } from "./SolutionCards";

/** The home page's cards. */
const solutions = readCopy("home", "en").solutions;

function renderCards() {
  return render(<SolutionCards {...solutions} audiences={readSiteChrome("en").audiences} />);
}

describe("SolutionCards", () => {
  it("shows each audience with its features and a Learn More link to its page", () => {
    renderCards();
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(cards).toHaveLength(3);
    solutions.items.forEach((solution, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole("heading", { level: 3, name: solution.title })).toBeVisible();
      for (const feature of solution.features) expect(card.getByText(feature)).toBeVisible();
      expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
        "href",
        solution.href,
      );
    });
  });

  it("shows Learn More on each link and names it by its card for screen readers", () => {
    renderCards();
    const links = screen.getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/large-corporates",
      "/small-mid-sized-companies",
      "/individuals",
    ]);
    expect(links[0]).toHaveAccessibleName(/^Learn More\s*— Large Corporates$/);
    expect(links[0]?.querySelector(".sr-only")).toHaveTextContent("— Large Corporates");
  });
});
