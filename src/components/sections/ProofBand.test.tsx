import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { locales } from "~/locales";
import { ProofBand } from "./ProofBand";

describe("ProofBand", () => {
  it.each(locales.map(({ code }) => code))(
    "in %s, quotes the customer the home page names, with their company's logo",
    (locale) => {
      const { proof } = readCopy("home", locale);
      render(<ProofBand {...proof} />);
      const quote = screen.getByRole("figure");
      // The matcher reads the page's text with its spaces collapsed, French's narrow ones too.
      expect(quote).toHaveTextContent(proof.quote.quote.replace(/\s+/g, " "));
      expect(quote).toHaveTextContent(proof.quote.name);
      expect(quote).toHaveTextContent(`${proof.quote.role}, ${proof.quote.company}`);
      expect(screen.getByRole("img", { name: proof.quote.company })).toBeVisible();
    },
  );
});
