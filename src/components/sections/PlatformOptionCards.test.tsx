import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { PlatformOptionCards } from "./PlatformOptionCards";

// The ways to run the platform as the company pages show them.
const { options } = readCopy("large-corporates", "en").offer.platform;

describe("PlatformOptionCards", () => {
  it("shows Standard, Enterprise-level and Private Cloud with their features", () => {
    render(<PlatformOptionCards options={options} />);
    expect(
      screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(["Standard", "Enterprise-level", "Private Cloud"]);
    expect(screen.getByText("Multi-tenant platform")).toBeVisible();
    expect(screen.getByText("Single-tenant platform")).toBeVisible();
    expect(screen.getByText("Maximum security and data control")).toBeVisible();
  });

  it("titles the options one level below a section's h2 where they stand directly under it", () => {
    render(<PlatformOptionCards options={options} headingLevel={3} />);
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Standard", "Enterprise-level", "Private Cloud"]);
    expect(screen.queryAllByRole("heading", { level: 4 })).toEqual([]);
  });

  it("shows no badge when the page recommends nothing", () => {
    render(<PlatformOptionCards options={options} />);
    expect(screen.queryByText("Recommended for SMCs")).not.toBeInTheDocument();
  });

  it("badges the option a page recommends, and only that one", () => {
    render(
      <PlatformOptionCards
        options={options}
        recommended={{ option: "Standard", badge: "Recommended for SMCs" }}
      />,
    );
    const [standard, ...others] = screen.getAllByRole("heading", { level: 4 });
    const card = standard?.closest("li") as HTMLElement;
    expect(within(card).getByText("Recommended for SMCs")).toBeVisible();
    expect(screen.getAllByText("Recommended for SMCs")).toHaveLength(1);
    expect(others).toHaveLength(2);
  });

  it("lets the keyboard stop at the row a phone scrolls, named by its heading, and never at the list itself", async () => {
    render(
      <section>
        <h2 id="options-heading">Ways to run the platform</h2>
        <PlatformOptionCards options={options} labelledBy="options-heading" />
      </section>,
    );
    await userEvent.tab();
    const row = screen.getByRole("group", { name: "Ways to run the platform" });
    expect(document.activeElement).toBe(row);
    expect(within(row).getAllByRole("heading", { level: 4 })).toHaveLength(3);
    // A list is no control: the checkers (IBM's among them) refuse it as a stop.
    for (const list of screen.getAllByRole("list")) expect(list).not.toHaveAttribute("tabindex");
  });
});
