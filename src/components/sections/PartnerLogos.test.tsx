import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy, readUi } from "~/content/read-copy";
import { PartnerLogos } from "./PartnerLogos";

// jsdom has no layout for Embla; the carousel's own tests cover its movement.

const homeCarousel = { ...readCopy("home", "en").partners, carouselCopy: readUi("en").carousel };

describe("PartnerLogos", () => {
  it("shows every partner's logo, named, on its own slide", () => {
    render(<PartnerLogos {...homeCarousel} />);
    const carousel = screen.getByRole("region", { name: homeCarousel.carouselLabel });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(homeCarousel.partners.length);
    const names = within(carousel)
      .getAllByRole("img")
      .map((logo) => logo.getAttribute("alt"));
    expect(names).toEqual(homeCarousel.partners.map((partner) => partner.name));
  });

  it("sizes slides so 2, 3, 4 or 5 logos show as the screen widens", () => {
    render(<PartnerLogos {...homeCarousel} />);
    const [slide] = within(
      screen.getByRole("region", { name: homeCarousel.carouselLabel }),
    ).getAllByRole("group");
    expect(slide).toHaveClass("basis-1/2", "sm:basis-1/3", "md:basis-1/4", "lg:basis-1/5");
  });

  it("reserves each logo's space and loads it lazily", () => {
    render(<PartnerLogos {...homeCarousel} />);
    for (const logo of screen.getAllByRole("img")) {
      expect(logo).toHaveAttribute("width");
      expect(logo).toHaveAttribute("height");
      expect(logo).toHaveAttribute("loading", "lazy");
    }
  });
});
