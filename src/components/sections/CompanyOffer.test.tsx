import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { CompanyOffer } from "./CompanyOffer";

const { offer } = readCopy("small-mid-sized-companies", "de");

describe("CompanyOffer", () => {
  it("is one region: the platform options, the services and the ways to start under its h3s", () => {
    render(<CompanyOffer {...offer} />);
    const section = screen.getByRole("region", { name: offer.title });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([offer.platform.title, offer.services.title, offer.starts.title]);
    for (const group of [...offer.services.groups, ...offer.starts.groups]) {
      const heading = within(section).getByRole("heading", { level: 4, name: group.title });
      const items = within(heading.parentElement as HTMLElement).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual(group.items);
    }
  });

  it("ends the ways to start with the step to take", () => {
    render(<CompanyOffer {...offer} />);
    expect(screen.getByRole("link", { name: offer.starts.action.label })).toHaveAttribute(
      "href",
      offer.starts.action.href,
    );
  });

  it("lets a link land on the platform options", () => {
    render(<CompanyOffer {...offer} />);
    expect(screen.getByRole("heading", { level: 3, name: offer.platform.title })).toHaveAttribute(
      "id",
      "platform-options",
    );
  });
});
