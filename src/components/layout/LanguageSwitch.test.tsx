import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languageSwitchText } from "~/content/navigation";
import { LanguageSwitch } from "./LanguageSwitch";

describe("LanguageSwitch", () => {
  it("links to the other language's page, named in that language", () => {
    render(<LanguageSwitch href="/individuals/en" lang="en" {...languageSwitchText.en} />);
    const link = screen.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/individuals/en");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });

  it("names the German page in German", () => {
    render(<LanguageSwitch href="/starte-lernreise" lang="de" {...languageSwitchText.de} />);
    expect(screen.getByRole("link", { name: "Deutsch" })).toHaveAttribute("lang", "de");
  });
});
