import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { TrustCentre } from "./TrustCentre";

describe("TrustCentre", () => {
  it("opens with contents that link to every topic, each a region named by its h2", () => {
    const { trust } = readCopy("security", "en");
    render(<TrustCentre {...trust} />);
    const contents = screen.getByRole("navigation", { name: trust.contents });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(trust.topics.map((t) => t.title));
    for (const [index, topic] of trust.topics.entries()) {
      const region = screen.getByRole("region", { name: topic.title });
      expect(links[index]).toHaveAttribute("href", `#${region.id}`);
      expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(topic.title);
    }
  });

  it("gives each fact as a term and its answer, so a reviewer can scan the terms", () => {
    const { trust } = readCopy("security", "de");
    render(<TrustCentre {...trust} />);
    for (const topic of trust.topics) {
      const region = screen.getByRole("region", { name: topic.title });
      const terms = within(region).getAllByRole("term");
      expect(terms.map((term) => term.textContent)).toEqual(topic.facts.map((f) => f.term));
      const answers = within(region).getAllByRole("definition");
      expect(answers.map((answer) => answer.textContent)).toEqual(topic.facts.map((f) => f.detail));
    }
  });

  it("lists the sub-processors in a table a screen reader reads by row and column", () => {
    const { trust } = readCopy("security", "fr");
    render(<TrustCentre {...trust} />);
    const topic = trust.topics.find((t) => t.subProcessors);
    const table = topic?.subProcessors;
    expect(table).toBeDefined();
    if (!table) return;
    const grid = screen.getByRole("table", { name: table.caption });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([table.columns.processor, table.columns.purpose, table.columns.location]);
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(table.rows.map((row) => row.processor));
  });
});
