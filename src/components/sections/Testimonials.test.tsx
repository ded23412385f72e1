import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customerVoices } from "~/content/shared/sections";
import { testimonials } from "~/content/shared/testimonials";
import { Testimonials } from "./Testimonials";

// jsdom has no layout for Embla; the carousel's own tests cover its movement.

describe("Testimonials", () => {
  it("puts each of the 15 testimonials on its own slide of a named carousel", () => {
    render(<Testimonials {...customerVoices.en} />);
    expect(screen.getByRole("heading", { level: 2, name: "What Our Customers Say" })).toBeVisible();
    const carousel = screen.getByRole("region", { name: "Customer testimonials" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(15);
    expect(slides[2]).toHaveAccessibleName("3 of 15");
  });

  it("shows who said it: quote, name, role and company, with a described portrait from the asset host", () => {
    render(<Testimonials {...customerVoices.en} />);
    const [first] = within(
      screen.getByRole("region", { name: "Customer testimonials" }),
    ).getAllByRole("group");
    const person = testimonials.en[0];
    if (!first || !person) throw new Error("no testimonial rendered");
    const slide = within(first);
    expect(slide.getByText(`“${person.quote}”`)).toBeVisible();
    expect(slide.getByText(person.name)).toBeVisible();
    expect(slide.getByText(`${person.role}, ${person.company}`)).toBeVisible();
    const portrait = slide.getByRole("img", { name: `Illustrated portrait of ${person.name}` });
    expect(portrait).toHaveAttribute("src", person.image);
    expect(portrait).toHaveAttribute("loading", "lazy");
  });
});
