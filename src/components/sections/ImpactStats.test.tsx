import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { ImpactStats } from "./ImpactStats";

/** The company's figures /company shows. */
const results = readCopy("company", "en").stats;

describe("ImpactStats", () => {
  it("pairs each figure and its context with its label in a description list", () => {
    render(<ImpactStats {...results} />);
    expect(screen.getByRole("region", { name: results.title })).toBeVisible();
    const terms = screen.getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(results.stats.map((stat) => stat.label));
    const [first] = terms;
    const definitions = [...(first?.parentElement?.querySelectorAll("dd") ?? [])];
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      results.stats[0]?.number,
      results.stats[0]?.description,
    ]);
  });
});
