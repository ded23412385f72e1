import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import type { Locale } from "~/locales";
import { site } from "~/site.config";
import { FreemiumComparison } from "./FreemiumComparison";

function renderComparison(lang: Locale) {
  render(<FreemiumComparison {...readCopy("individuals-landing", lang).freemium} />);
}

const tier = (name: string) => within(screen.getByRole("article", { name }));

describe("FreemiumComparison", () => {
  it("lists the five Freemium items in the Entry tier", () => {
    renderComparison("en");
    const items = tier("Entry").getAllByRole("listitem");
    for (const text of [
      "The first course of the Beginner journey, with your first personal certificate",
      "The interactive AI playgrounds",
      "A selection of practical AI apps",
      "Personalised AI news",
      "Trial access to your personal AI coach and trainer",
    ]) {
      expect(items.some((item) => item.textContent === text)).toBe(true);
    }
  });

  it("opens Beginner in Entry and Beginner, Expert and Master in Premium", () => {
    renderComparison("en");
    expect(tier("Entry").getByText("Beginner")).toBeInTheDocument();
    expect(tier("Entry").queryByText("Expert")).not.toBeInTheDocument();
    for (const level of ["Beginner", "Expert", "Master"]) {
      expect(tier("Premium").getByText(level)).toBeInTheDocument();
    }
  });

  it("prices Premium at CHF 270 a year instead of CHF 450, or CHF 110 a quarter", () => {
    renderComparison("en");
    const premium = tier("Premium");
    expect(premium.getByText("CHF 270")).toBeInTheDocument();
    expect(premium.getByText("CHF 450").tagName).toBe("S");
    expect(premium.getByText("CHF 110")).toBeInTheDocument();
    expect(premium.getByText("40% off")).toBeInTheDocument();
  });

  it("sends both buttons to the platform's registration in the same tab, each with its plan", () => {
    renderComparison("en");
    for (const [name, plan] of [
      ["Register for free", "entry"],
      ["Get Premium now", "premium"],
    ] as const) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", `${site.platformRegisterUrl}?plan=${plan}`);
      expect(link).not.toHaveAttribute("target");
    }
  });

  it("speaks German on German pages", () => {
    renderComparison("de");
    expect(tier("Premium").getByText("pro Jahr")).toBeInTheDocument();
    expect(tier("Premium").getByText("40% Rabatt")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kostenlos registrieren" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jetzt Premium sichern" })).toBeInTheDocument();
  });
});
