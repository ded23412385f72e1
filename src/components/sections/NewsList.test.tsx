import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { newsCopy } from "~/content/news";
import { type NewsItem, NewsList } from "./NewsList";

function renderList(items: readonly NewsItem[], list = newsCopy.en.list) {
  render(<NewsList {...list} items={items} />);
}

const items: NewsItem[] = [
  { date: "2025-03-14", title: "Spring cohort opens", summary: "Registrations are open." },
  {
    date: "2025-11-02",
    title: "Talent Radar released",
    summary: "Find your AI frontrunners.",
    link: { label: "Read the release notes", href: "/platform" },
  },
  { date: "2024-12-01", title: "Office in Cyprus", summary: "Our fourth location." },
];

describe("NewsList", () => {
  it("lists the items newest first, each with its date and title", () => {
    renderList(items);
    const entries = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).getByRole("heading").textContent)).toEqual([
      "Talent Radar released",
      "Spring cohort opens",
      "Office in Cyprus",
    ]);
    const date = screen.getByText("2 November 2025");
    expect(entries[0]).toContainElement(date);
    expect(date).toHaveAttribute("datetime", "2025-11-02");
  });

  it("writes the dates of the German page the Swiss way", () => {
    renderList(items, newsCopy.de.list);
    expect(screen.getByText("2. November 2025")).toHaveAttribute("datetime", "2025-11-02");
  });

  it("links an item only when it has a link", () => {
    renderList(items);
    expect(screen.getByRole("link", { name: "Read the release notes" })).toHaveAttribute(
      "href",
      "/platform",
    );
    expect(screen.queryByText(newsCopy.en.list.empty.title)).not.toBeInTheDocument();
  });

  it("says there is no news yet when the list is empty", () => {
    renderList([]);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByText(newsCopy.en.list.empty.title)).toBeVisible();
    for (const action of newsCopy.en.list.empty.actions) {
      expect(screen.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    }
    expect(screen.getByRole("link", { name: newsCopy.en.list.empty.press.email })).toHaveAttribute(
      "href",
      `mailto:${newsCopy.en.list.empty.press.email}`,
    );
  });
});
