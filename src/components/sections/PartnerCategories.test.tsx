import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { PartnerCategories } from "./PartnerCategories";

const groups = readCopy("partners", "en").groups;

/** Each card's name, count and the partners it lists, in the order shown. */
function shownCards() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => {
    const card = heading.parentElement as HTMLElement;
    return {
      name: heading.textContent,
      count: heading.nextElementSibling?.textContent,
      partners: within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    };
  });
}

describe("PartnerCategories", () => {
  it("shows the three categories with the counts of spec §9, taken from the partner list", () => {
    render(<PartnerCategories {...groups} />);
    expect(shownCards().map(({ name, count }) => ({ name, count }))).toEqual([
      { name: "Technology", count: "10 partners" },
      { name: "Solution", count: "2 partners" },
      { name: "Networking and go-to-market", count: "3 partners" },
    ]);
  });

  it("names every partner under its category", () => {
    render(<PartnerCategories {...groups} />);
    const cards = shownCards();
    for (const partner of groups.partners) {
      const card = cards.find((shown) => shown.name === groups.names[partner.category]);
      expect(card?.partners, partner.name).toContain(partner.name);
    }
  });

  it("sorts the partners its copy lists under their kinds, the kinds always in the same order", () => {
    const reversed = [...groups.partners].reverse();
    render(<PartnerCategories {...groups} partners={reversed} />);
    const cards = shownCards();
    expect(cards.map((card) => card.name)).toEqual([
      "Technology",
      "Solution",
      "Networking and go-to-market",
    ]);
    expect(cards[1]?.partners).toEqual(
      reversed.filter((partner) => partner.category === "solution").map((partner) => partner.name),
    );
  });

  it("counts a lone partner in the singular", () => {
    render(<PartnerCategories {...groups} partners={groups.partners.slice(0, 1)} />);
    expect(screen.getAllByRole("heading", { level: 3 })[0]?.nextElementSibling).toHaveTextContent(
      /^1 partner$/,
    );
  });
});
