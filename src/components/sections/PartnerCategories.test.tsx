import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { partnersCopy } from "~/content/partners";
import { PartnerCategories } from "./PartnerCategories";

describe("PartnerCategories", () => {
  it("shows the three categories with the counts of spec §9, taken from the partner list", () => {
    render(<PartnerCategories {...partnersCopy.en.groups} />);
    const cards = screen.getAllByRole("heading", { level: 3 }).map((heading) => ({
      name: heading.textContent,
      count: heading.nextElementSibling?.textContent,
    }));
    expect(cards).toEqual([
      { name: "Technology", count: "10 partners" },
      { name: "Solution", count: "2 partners" },
      { name: "Networking and go-to-market", count: "3 partners" },
    ]);
  });

  it("names every partner under its category", () => {
    render(<PartnerCategories {...partnersCopy.en.groups} />);
    for (const category of partnersCopy.en.groups.categories) {
      for (const partner of category.partners) {
        expect(screen.getByText(partner.name)).toBeVisible();
      }
    }
  });
});
