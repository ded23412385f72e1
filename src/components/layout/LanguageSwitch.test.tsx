import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localeOf } from "~/locales";
import { LanguageSwitch } from "./LanguageSwitch";

const counterpart = (code: "en" | "de" | "fr", href: string) => ({
  href,
  lang: localeOf(code).lang,
  label: localeOf(code).name,
});

describe("LanguageSwitch", () => {
  it("links to each other language's page, each named in its own language", () => {
    render(
      <LanguageSwitch languages={[counterpart("de", "/de/team"), counterpart("fr", "/fr/team")]} />,
    );
    const german = screen.getByRole("link", { name: "Deutsch" });
    expect(german).toHaveAttribute("href", "/de/team");
    expect(german).toHaveAttribute("hreflang", "de");
    expect(german).toHaveAttribute("lang", "de");
    const french = screen.getByRole("link", { name: "Français" });
    expect(french).toHaveAttribute("href", "/fr/team");
    expect(french).toHaveAttribute("lang", "fr");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("shows nothing where the page has no other language", () => {
    const { container } = render(<LanguageSwitch languages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
