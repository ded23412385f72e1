import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { FactBand } from "./FactBand";

describe("FactBand", () => {
  it("is a region named by its heading, with the statement and each fact under its own heading", () => {
    const { security } = readCopy("large-corporates", "en");
    render(<FactBand {...security} />);
    const band = screen.getByRole("region", { name: security.title });
    expect(within(band).getByText(security.statement)).toBeVisible();
    const facts = within(band).getAllByRole("listitem");
    expect(facts).toHaveLength(security.facts.length);
    for (const [i, fact] of security.facts.entries()) {
      const item = within(facts[i] as HTMLElement);
      expect(item.getByRole("heading", { level: 3, name: fact.title })).toBeVisible();
      expect(item.getByText(fact.text)).toBeVisible();
    }
  });

  it("keeps its icons from screen readers, so each fact is read as its words alone", () => {
    render(<FactBand {...readCopy("large-corporates", "de").security} />);
    for (const item of screen.getAllByRole("listitem")) {
      expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      expect(within(item).queryByRole("img")).not.toBeInTheDocument();
    }
  });

  it("leads to the whole story when the page gives a link", () => {
    const { security } = readCopy("large-corporates", "de");
    render(<FactBand {...security} />);
    const more = security.more;
    expect(more).toBeDefined();
    expect(screen.getByRole("link", { name: more?.label })).toHaveAttribute("href", more?.href);
  });
});
