import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { site } from "~/site.config";
import { PromotionBox } from "./PromotionBox";

describe("PromotionBox", () => {
  it("leads with the 40% discount and links to the registration", () => {
    render(<PromotionBox {...readCopy("learning-journey", "de").promotion} />);
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "40% Rabatt auf Premium in unseren Aktionswochen",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/CHF 270 pro Jahr statt CHF 450/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jetzt Premium sichern" })).toHaveAttribute(
      "href",
      site.platformRegisterUrl,
    );
  });
});
