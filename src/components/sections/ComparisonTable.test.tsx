import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { namedHeaders } from "../../../tests/setup/cell-headers";
import { ComparisonTable } from "./ComparisonTable";

const { comparison } = readCopy("individuals-plans", "en");

describe("ComparisonTable", () => {
  it("is a table named by its caption, one column per plan and one row per feature", () => {
    render(<ComparisonTable {...comparison} />);
    const table = screen.getByRole("table", { name: comparison.caption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(comparison.rows.length);
  });

  it("reads a tick as included and a dash as not included", () => {
    render(<ComparisonTable {...comparison} />);
    const mentoring = screen.getByRole("row", { name: /Personal mentoring/ });
    expect(
      within(mentoring)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["–Not included", "Included", "Included"]);
  });

  it("shows each plan's price as its cards do", () => {
    render(<ComparisonTable {...comparison} />);
    const price = screen.getByRole("row", { name: /Price per month/ });
    expect(
      within(price)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$29", "$79", "$149"]);
  });

  it("names each cell's plan and feature, so a checker or a screen reader need not guess them", () => {
    render(<ComparisonTable {...comparison} />);
    const table = screen.getByRole("table", { name: comparison.caption });
    for (const [rowIndex, row] of within(table).getAllByRole("row").slice(1).entries()) {
      const feature = comparison.rows[rowIndex]?.label;
      expect(within(row).getAllByRole("cell").map(namedHeaders)).toEqual(
        comparison.columns.map((plan) => [plan, feature]),
      );
    }
  });
});
