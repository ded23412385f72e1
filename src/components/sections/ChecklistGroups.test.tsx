import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChecklistGroups } from "./ChecklistGroups";

describe("ChecklistGroups", () => {
  it("shows each group under its own h3 with its items as a list", () => {
    render(
      <ChecklistGroups
        title="Impact"
        groups={[
          { title: "For individuals", items: ["Save time", "Earn certificates"] },
          { title: "For companies", items: ["Productivity", "Satisfaction", "Value"] },
        ]}
      />,
    );
    expect(screen.getByRole("region", { name: "Impact" })).toBeVisible();
    const [people, companies] = screen.getAllByRole("heading", { level: 3 });
    expect(people).toHaveTextContent("For individuals");
    const peopleList = within(people?.parentElement as HTMLElement).getAllByRole("listitem");
    const companyList = within(companies?.parentElement as HTMLElement).getAllByRole("listitem");
    expect(peopleList.map((item) => item.textContent)).toEqual(["Save time", "Earn certificates"]);
    expect(companyList).toHaveLength(3);
  });
});
