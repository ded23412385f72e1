import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { CaseStory } from "./CaseStory";

const { story } = readCopy("small-mid-sized-companies", "en");

describe("CaseStory", () => {
  it("says it is an example story, in a region named by its heading", () => {
    render(<CaseStory {...story} />);
    const band = screen.getByRole("region", { name: story.title });
    expect(within(band).getByText(story.label)).toBeVisible();
    expect(within(band).getByText(story.story)).toBeVisible();
  });

  it("pairs each result's figure with its label under the results heading", () => {
    render(<CaseStory {...story} />);
    expect(screen.getByRole("heading", { level: 3, name: story.resultsTitle })).toBeVisible();
    const terms = screen.getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(story.results.map((r) => r.label));
    expect(terms[0]?.parentElement?.querySelector("dd")).toHaveTextContent(
      story.results[0]?.number ?? "",
    );
  });

  it("quotes a customer by name and company, and names each customer logo", () => {
    render(<CaseStory {...story} />);
    const quote = screen.getByRole("figure");
    expect(quote).toHaveTextContent(story.quote.quote);
    expect(quote).toHaveTextContent(`${story.quote.role}, ${story.quote.company}`);
    for (const logo of story.logos) {
      expect(screen.getByRole("img", { name: logo.alt })).toBeVisible();
    }
  });
});
