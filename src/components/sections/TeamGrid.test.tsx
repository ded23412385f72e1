import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy, readShared } from "~/content/read-copy";
import { defaultLocale, locales } from "~/locales";
import { assetUrl } from "~/site.config";
import { TeamGrid } from "./TeamGrid";

describe.each(locales.map(({ code }) => code))("TeamGrid (%s)", (lang) => {
  it("shows each member's portrait, described in the page's language, with name, role and description", () => {
    const copy = readCopy("team", lang).leadership;
    render(<TeamGrid {...copy} />);
    expect(screen.getByRole("heading", { level: 2, name: copy.title })).toBeVisible();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(6);
    for (const [i, member] of copy.members.entries()) {
      const card = within(cards[i] as HTMLElement);
      const photo = card.getByRole("img", { name: member.imageAlt });
      expect(photo).toHaveAttribute("src", assetUrl(member.image));
      expect(photo).toHaveAttribute("loading", "lazy");
      expect(card.getByRole("heading", { level: 3, name: member.name })).toBeVisible();
      expect(card.getByText(member.role)).toBeVisible();
      expect(card.getByText(member.description)).toBeVisible();
    }
  });

  it("marks every person as a placeholder until the real team is in", () => {
    for (const member of readShared("team-members", lang)) {
      expect(member.placeholder, member.name).toBe(true);
    }
  });
});

describe("the team content", () => {
  it("has a co-founder and a board member on the non-executive board", () => {
    expect(readCopy("team", defaultLocale).board.members.map((member) => member.role)).toEqual([
      expect.stringMatching(/Co-Founder/),
      expect.stringMatching(/Board Member/),
    ]);
  });
});
