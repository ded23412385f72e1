import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { learnerStories } from "~/content/shared/learner-stories";
import { TestimonialGrid } from "./TestimonialGrid";

describe("TestimonialGrid", () => {
  it("lays the quotes out side by side, with nothing to scroll", () => {
    render(<TestimonialGrid title="What Our Learners Say" items={learnerStories.en} />);
    const section = screen.getByRole("region", { name: "What Our Learners Say" });
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
    const quotes = within(section).getAllByRole("figure");
    expect(quotes).toHaveLength(3);
  });

  it("shows each speaker's quote, name, role and place with a portrait described in the page's language", () => {
    render(<TestimonialGrid title="Das sagen unsere Lernenden" items={learnerStories.de} />);
    for (const person of learnerStories.de) {
      const quote = screen.getByText(`“${person.quote}”`).closest("figure");
      if (!quote) throw new Error(`no quote of ${person.name}`);
      expect(within(quote).getByText(person.name)).toBeVisible();
      expect(within(quote).getByText(`${person.role}, ${person.company}`)).toBeVisible();
      expect(
        within(quote).getByRole("img", { name: `Illustriertes Porträt von ${person.name}` }),
      ).toHaveAttribute("src", person.image);
    }
  });
});
