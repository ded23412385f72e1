import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { CaseStory } from "./CaseStory";
import { CustomerStories } from "./CustomerStories";

// What the design review found: a visible badge that called the proof made up.
const exampleBadge = /example story|beispielgeschichte|cas d’exemple/i;

describe("CaseStory", () => {
  const { story: section } = readCopy("small-mid-sized-companies", "en");
  const { story } = section;

  it("tells the customer's story in short, in a region named by its title, with no example badge", () => {
    render(<CaseStory {...section} />);
    const band = screen.getByRole("region", { name: story.title });
    expect(within(band).getByRole("img", { name: story.logo?.alt })).toBeVisible();
    expect(within(band).getByText(story.summary)).toBeVisible();
    expect(band).not.toHaveTextContent(exampleBadge);
  });

  it("pairs each of the story's three figures with what it measures", () => {
    render(<CaseStory {...section} />);
    expect(screen.getByRole("heading", { level: 3, name: section.outcomesTitle })).toBeVisible();
    const terms = screen.getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(story.outcomes.map((o) => o.measure));
    expect(screen.getAllByRole("definition").map((figure) => figure.textContent)).toEqual(
      story.outcomes.map((o) => o.figure),
    );
  });

  it("quotes the customer by name, role and company, and leads to the full story", () => {
    render(<CaseStory {...section} />);
    const quote = screen.getByRole("figure");
    expect(quote).toHaveTextContent(story.quote.quote);
    expect(quote).toHaveTextContent(`${story.quote.role}, ${story.quote.company}`);
    expect(screen.getByRole("link", { name: story.more.label })).toHaveAttribute(
      "href",
      `/customers#${story.id}`,
    );
  });

  it("names a learner where a company would show its logo", () => {
    const { story: learner } = readCopy("individuals", "fr");
    render(<CaseStory {...learner} />);
    const band = screen.getByRole("region", { name: learner.story.title });
    expect(within(band).queryByRole("img", { name: learner.story.customer })).toBeNull();
    expect(within(band).getAllByText(learner.story.customer)[0]).toBeVisible();
  });
});

describe("CustomerStories", () => {
  const { stories } = readCopy("customers", "de");

  it("tells each story in full under its own anchor and heading", () => {
    const { container } = render(<CustomerStories {...stories} />);
    for (const story of stories.stories) {
      const band = screen.getByRole("region", { name: story.title });
      expect(band).toBe(container.querySelector(`#${story.id}`));
      // toHaveTextContent folds the page's white space, a no-break space before a dash too.
      expect(within(band).getByRole("heading", { level: 2 })).toHaveTextContent(
        story.title.replace(/\s+/g, " "),
      );
      expect(within(band).getByText(story.situation)).toBeVisible();
      expect(
        within(band)
          .getAllByRole("listitem")
          .map((step) => step.textContent),
      ).toEqual(story.approach);
      expect(within(band).getAllByRole("definition")).toHaveLength(3);
      expect(within(band).getByRole("figure")).toHaveTextContent(story.quote.name);
      expect(band).not.toHaveTextContent(exampleBadge);
    }
  });
});
