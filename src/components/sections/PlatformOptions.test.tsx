import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readShared } from "~/content/read-copy";
import { PlatformOptions } from "./PlatformOptions";

// The options every company page shows, from the shared company offer.
const [offer] = readShared("company-offers", "en");
const options = offer?.platform.options ?? [];

describe("PlatformOptions", () => {
  it("is a region named by its h2, each option titled by an h3 under it", () => {
    render(<PlatformOptions title="What Each Platform Option Includes" options={options} />);
    const section = screen.getByRole("region", { name: "What Each Platform Option Includes" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Standard", "Enterprise-level", "Private Cloud"]);
    expect(within(section).queryAllByRole("heading", { level: 4 })).toEqual([]);
    // The row a phone scrolls is named by the section's heading.
    expect(
      within(section).getByRole("group", { name: "What Each Platform Option Includes" }),
    ).toBeVisible();
  });

  it("badges the option the page recommends", () => {
    render(
      <PlatformOptions
        title="Options"
        options={options}
        recommended={{ option: "Standard", badge: "Recommended for SMCs" }}
      />,
    );
    const standard = screen.getByRole("heading", { level: 3, name: "Standard" });
    expect(
      within(standard.closest("li") as HTMLElement).getByText("Recommended for SMCs"),
    ).toBeVisible();
  });
});
