import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { typicalResults } from "~/content/shared/results";
import { ImpactStats } from "./ImpactStats";

describe("ImpactStats", () => {
  it("pairs each figure and its context with its label in a description list", () => {
    render(<ImpactStats title="Typical Results" stats={typicalResults.en} />);
    expect(screen.getByRole("region", { name: "Typical Results" })).toBeVisible();
    const terms = screen.getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(
      typicalResults.en.map((stat) => stat.label),
    );
    const [first] = terms;
    const definitions = [...(first?.parentElement?.querySelectorAll("dd") ?? [])];
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      "60–90%",
      typicalResults.en[0]?.description,
    ]);
  });
});
