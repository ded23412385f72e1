import { describe, expect, it } from "vitest";
import { localizeLinks } from "./localize-links";

const copy = {
  hero: {
    actions: [
      { label: "Start", href: "/" },
      { label: "Features", href: "/platform#features" },
      { label: "Contact", href: "/contact?topic=demo" },
    ],
  },
  journey: { href: "/unleash-potential" },
  plans: { href: "/individuals/en" },
  elsewhere: [{ href: "#plans" }, { href: "https://example.org/" }, { href: "mailto:a@b.ch" }],
  note: "/contact is where to write",
};

describe("links of the copy, as a page renders them", () => {
  it("lead a German page to the German pages, keeping anchors and queries", () => {
    expect(localizeLinks(copy, "de")).toEqual({
      hero: {
        actions: [
          { label: "Start", href: "/de" },
          { label: "Features", href: "/de/platform#features" },
          { label: "Contact", href: "/de/contact?topic=demo" },
        ],
      },
      journey: { href: "/starte-lernreise" },
      plans: { href: "/individuals/de" },
      elsewhere: [{ href: "#plans" }, { href: "https://example.org/" }, { href: "mailto:a@b.ch" }],
      note: "/contact is where to write",
    });
  });

  it("lead a French page to the French pages, the spec's pairs to their French versions", () => {
    expect(localizeLinks(copy, "fr")).toEqual({
      hero: {
        actions: [
          { label: "Start", href: "/fr" },
          { label: "Features", href: "/fr/platform#features" },
          { label: "Contact", href: "/fr/contact?topic=demo" },
        ],
      },
      journey: { href: "/demarrer-parcours-ia" },
      plans: { href: "/individuals/fr" },
      elsewhere: [{ href: "#plans" }, { href: "https://example.org/" }, { href: "mailto:a@b.ch" }],
      note: "/contact is where to write",
    });
  });

  it("stay as written on an English page", () => {
    expect(localizeLinks(copy, "en")).toEqual(copy);
  });
});
