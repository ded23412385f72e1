import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localeOf } from "~/locales";
import { LanguageSwitch } from "./LanguageSwitch";

describe("LanguageSwitch", () => {
  it("links to the other language's page, named in that language", () => {
    render(<LanguageSwitch href="/individuals/en" lang="en" label={localeOf("en").name} />);
    const link = screen.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/individuals/en");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });

  it("names the German page in German", () => {
    render(<LanguageSwitch href="/starte-lernreise" lang="de" label={localeOf("de").name} />);
    expect(screen.getByRole("link", { name: "Deutsch" })).toHaveAttribute("lang", "de");
  });
});
