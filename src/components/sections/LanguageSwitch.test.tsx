import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageSwitch } from "./LanguageSwitch";

describe("LanguageSwitch", () => {
  it("links to the other language's page, named by its code and in that language", () => {
    render(
      <LanguageSwitch label="EN" description="English version" href="/individuals/en" lang="en" />,
    );
    const link = screen.getByRole("link", { name: "EN English version" });
    expect(link).toHaveAttribute("href", "/individuals/en");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
    expect(link).toHaveClass("fixed");
  });
});
