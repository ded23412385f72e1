import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy, readUi } from "~/content/read-copy";
import { Testimonials } from "./Testimonials";

// jsdom has no layout for Embla; the carousel's own tests cover its movement.

const { voices } = readCopy("home", "en");
const homeCarousel = { ...voices, carouselCopy: readUi("en").carousel };

describe("Testimonials", () => {
  it("puts each of the 15 testimonials on its own slide of a named carousel", () => {
    render(<Testimonials {...homeCarousel} />);
    expect(screen.getByRole("heading", { level: 2, name: voices.title })).toBeVisible();
    const carousel = screen.getByRole("region", { name: voices.carouselLabel });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(15);
    expect(slides[2]).toHaveAccessibleName("3 of 15");
  });

  it("shows who said it: quote, name, role and company, with a described portrait from the asset host", () => {
    render(<Testimonials {...homeCarousel} />);
    const [first] = within(screen.getByRole("region", { name: voices.carouselLabel })).getAllByRole(
      "group",
    );
    const person = voices.items[0];
    if (!first || !person) throw new Error("no testimonial rendered");
    const slide = within(first);
    expect(slide.getByText(person.quote)).toBeVisible();
    expect(slide.getByText(person.name)).toBeVisible();
    expect(slide.getByText(`${person.role}, ${person.company}`)).toBeVisible();
    const portrait = slide.getByRole("img", { name: person.imageAlt });
    expect(portrait).toHaveAttribute("src", person.image);
    expect(portrait).toHaveAttribute("loading", "lazy");
  });
});
