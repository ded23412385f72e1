import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { team } from "~/content/shared/team";
import { assetUrl } from "~/site.config";
import { TeamGrid } from "./TeamGrid";

describe("TeamGrid", () => {
  it("shows each member's portrait, described as an illustration of them, with name, role and description", () => {
    const copy = readCopy("team", "en").leadership;
    render(<TeamGrid {...copy} members={team.en.leadership} />);
    expect(screen.getByRole("heading", { level: 2, name: copy.title })).toBeVisible();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(6);
    for (const [i, member] of team.en.leadership.entries()) {
      const card = within(cards[i] as HTMLElement);
      const photo = card.getByRole("img", { name: `Illustrated portrait of ${member.name}` });
      expect(photo).toHaveAttribute("src", assetUrl(member.image));
      expect(photo).toHaveAttribute("loading", "lazy");
      expect(card.getByRole("heading", { level: 3, name: member.name })).toBeVisible();
      expect(card.getByText(member.role)).toBeVisible();
      expect(card.getByText(member.description)).toBeVisible();
    }
  });
});

describe("the team content", () => {
  it("has a co-founder and a board member on the non-executive board", () => {
    expect(team.en.board.map((member) => member.role)).toEqual([
      expect.stringMatching(/Co-Founder/),
      expect.stringMatching(/Board Member/),
    ]);
  });

  it("marks every person as a placeholder until the real team is in", () => {
    for (const member of [...team.en.leadership, ...team.en.board]) {
      expect(member.placeholder).toBe(true);
    }
  });
});
