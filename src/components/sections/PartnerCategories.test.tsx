import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { partnerCategories, partnerGroups } from "~/content/shared/partners";
import { PartnerCategories } from "./PartnerCategories";

const categories = partnerGroups(partnerCategories.en);
const renderCategories = () =>
  render(<PartnerCategories {...readCopy("partners", "en").groups} categories={categories} />);

describe("PartnerCategories", () => {
  it("shows the three categories with the counts of spec §9, taken from the partner list", () => {
    renderCategories();
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
    renderCategories();
    for (const category of categories) {
      for (const partner of category.partners) {
        expect(screen.getByText(partner.name)).toBeVisible();
      }
    }
  });

  it("counts a lone partner in the singular", () => {
    const [first] = categories;
    if (!first) throw new Error("no partner category");
    render(
      <PartnerCategories
        {...readCopy("partners", "en").groups}
        categories={[{ ...first, partners: first.partners.slice(0, 1) }]}
      />,
    );
    expect(screen.getByRole("heading", { level: 3 }).nextElementSibling).toHaveTextContent(
      /^1 partner$/,
    );
  });
});
