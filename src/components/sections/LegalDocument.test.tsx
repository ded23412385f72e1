import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LegalDocument, type LegalDocumentCopy } from "./LegalDocument";

const doc: LegalDocumentCopy = {
  lastUpdated: { prefix: "Last updated:", label: "5/8/2025", iso: "2025-05-08" },
  sections: [
    { title: "1. Introduction", body: ["These terms apply."] },
    {
      title: "2. Data",
      body: ["We collect:"],
      parts: [{ title: "Usage data", body: [{ points: ["pages opened", "time spent"] }] }],
    },
    { title: "3. Contact", body: [{ lead: "Write to us at", email: "hello@example.com" }] },
  ],
};

describe("LegalDocument", () => {
  it("shows the date it was last updated, machine-readable too", () => {
    render(<LegalDocument {...doc} />);
    expect(screen.getByText("Last updated:", { exact: false })).toHaveTextContent(
      "Last updated: 5/8/2025",
    );
    expect(screen.getByText("5/8/2025")).toHaveAttribute("datetime", "2025-05-08");
  });

  it("gives every section an h2 and every part an h3, with its text and points", () => {
    render(<LegalDocument {...doc} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "1. Introduction",
      "2. Data",
      "3. Contact",
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "Usage data" })).toBeVisible();
    const points = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(points.map((point) => point.textContent)).toEqual(["pages opened", "time spent"]);
  });

  it("links the contact email as a mail link", () => {
    render(<LegalDocument {...doc} />);
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
  });

  it("has no section without a heading of its own, so an outline can name every one", () => {
    const { container } = render(<LegalDocument {...doc} />);
    const sections = [...container.querySelectorAll("section")];
    expect(sections).toHaveLength(doc.sections.length);
    const ownHeading = (section: Element) =>
      [...section.querySelectorAll("h1, h2, h3, h4, h5, h6")].find(
        (heading) => heading.closest("section") === section,
      )?.textContent;
    expect(sections.map(ownHeading)).toEqual(doc.sections.map(({ title }) => title));
  });
});
