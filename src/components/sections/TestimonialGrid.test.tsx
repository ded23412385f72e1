import { getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { locales } from "~/locales";
import { TestimonialGrid } from "./TestimonialGrid";

describe.each(locales.map(({ code }) => code))("TestimonialGrid (%s)", (lang) => {
  const copy = readCopy("individuals-landing", lang).quotes;

  it("lays the quotes out side by side, with nothing to scroll", () => {
    render(<TestimonialGrid {...copy} />);
    const section = screen.getByRole("region", { name: copy.title });
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
    expect(within(section).getAllByRole("figure")).toHaveLength(3);
  });

  it("shows each speaker's quote, name, role and place with a portrait described in the page's language", () => {
    render(<TestimonialGrid {...copy} />);
    for (const person of copy.items) {
      // As written: French sets its guillemets apart with a narrow no-break space.
      const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
      const quote = screen.getByText(person.quote, { normalizer: asWritten }).closest("figure");
      if (!quote) throw new Error(`no quote of ${person.name}`);
      expect(within(quote).getByText(person.name)).toBeVisible();
      expect(within(quote).getByText(`${person.role}, ${person.company}`)).toBeVisible();
      expect(within(quote).getByRole("img", { name: person.imageAlt })).toHaveAttribute(
        "src",
        person.image,
      );
    }
  });
});
