import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type OfferFacts, OfferPaths, type OfferPathsCopy } from "./OfferPaths";

const words: OfferPathsCopy = {
  id: "ways",
  title: "Two Ways to Start",
  paths: [
    {
      offer: "premium",
      forWhom: "Your whole journey",
      price: "{amount} a year",
      priceNote: "or {amount} a quarter",
      link: { label: "See Premium", href: "/individuals/en#freemium" },
    },
    {
      offer: "monthly",
      title: "Monthly plans",
      forWhom: "Monthly billing",
      price: "From {amount} a month",
      points: ["Cancel at any time"],
      link: { label: "See the monthly plans", href: "/individuals2" },
    },
  ],
};

const offers: Record<string, OfferFacts> = {
  premium: {
    name: "Premium",
    price: "CHF 270",
    priceNote: "CHF 110",
    points: ["Every journey", "Every certificate"],
  },
  monthly: { price: "$29" },
};

const card = (name: string) =>
  within(screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement);

describe("OfferPaths", () => {
  it("shows each offer's name, amounts and points from its facts, in the page's words", () => {
    render(<OfferPaths {...words} offers={offers} />);
    const premium = card("Premium");
    expect(premium.getByText("CHF 270 a year")).toBeInTheDocument();
    expect(premium.getByText("or CHF 110 a quarter")).toBeInTheDocument();
    expect(premium.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Every journey",
      "Every certificate",
    ]);
    const monthly = card("Monthly plans");
    expect(monthly.getByText("From $29 a month")).toBeInTheDocument();
    expect(monthly.getByText("Cancel at any time")).toBeInTheDocument();
  });

  it("stops the build, naming the path, when an offer lacks the amount its words are written around", () => {
    expect(() => render(<OfferPaths {...words} offers={{ ...offers, monthly: {} }} />)).toThrow(
      /"monthly" path has no price amount/,
    );
  });
});
