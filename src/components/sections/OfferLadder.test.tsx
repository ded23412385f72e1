import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { learnerOffers } from "~/lib/learner-offers";
import { namedHeaders } from "../../../tests/setup/cell-headers";
import { OfferLadder } from "./OfferLadder";
import { offerLadderCopy } from "./OfferLadder.schema";

const { ladder, freemium, plans } = readCopy("individuals-plans", "en");
const offers = learnerOffers(freemium, plans);

const row = (name: string) => screen.getByRole("row", { name: new RegExp(`^${name}\\b`) });
const cells = (name: string) =>
  within(row(name))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("OfferLadder", () => {
  it("shows Entry and Premium in a table of their own in CHF, then the monthly plans in one in USD, each saying its currency once", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    const tables = screen.getAllByRole("table");
    const rowNames = (table: HTMLElement) =>
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent);
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual([
      expect.stringMatching(/^30\u00A0days free, then Entry or Premium.*Swiss francs \(CHF\)/),
      expect.stringMatching(/^Monthly plans.*US dollars \(USD\).*14-day money-back guarantee/),
    ]);
    expect(rowNames(tables[0] as HTMLElement)).toEqual([
      expect.stringMatching(/^Entry /),
      expect.stringMatching(/^Premium /),
    ]);
    expect(rowNames(tables[1] as HTMLElement)).toEqual([
      expect.stringMatching(/^Starter /),
      expect.stringMatching(/^Professional/),
      expect.stringMatching(/^Enterprise /),
    ]);
    // One currency per table: no dollar among the francs, no franc among the dollars.
    expect(tables[0]?.textContent).not.toMatch(/\$|USD/);
    expect(tables[1]?.textContent).not.toMatch(/CHF/);
  });

  it("shows Premium's CHF prices and each monthly plan's USD price per month", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    expect(cells("Premium")[0]).toMatch(
      /^CHF\u00A0270 a year.*CHF\u00A0450.*CHF\u00A0110 a quarter/,
    );
    expect(cells("Starter")[0]).toBe("$29 a month");
    expect(cells("Professional")[0]).toBe("$79 a month");
    expect(cells("Enterprise")[0]).toBe("$149 a month");
    expect(within(row("Professional")).getByText(plans.popularLabel)).toBeInTheDocument();
  });

  it("leads from each row to registering with its own plan, named on the contact page", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    const link = (name: string) => within(row(name)).getByRole("link");
    expect(link("Entry")).toHaveAccessibleName("Start free");
    for (const [name, plan] of [
      ["Entry", "entry"],
      ["Premium", "premium"],
      ["Starter", "starter"],
      ["Professional", "professional"],
      ["Enterprise", "enterprise"],
    ] as const) {
      expect(link(name)).toHaveAttribute("href", `/contact?intent=register&plan=${plan}`);
      // Like-worded buttons are told apart by the offer they start.
      expect(link(name)).toHaveAccessibleDescription(name);
    }
  });

  it("stops the build, naming the row, when the page gives no facts for an offer or no amount for its price", () => {
    const { starter: _, ...withoutStarter } = offers;
    expect(() => render(<OfferLadder {...ladder} offers={withoutStarter} />)).toThrow(
      /no facts for the "starter" row/,
    );
    expect(() =>
      render(
        <OfferLadder
          {...ladder}
          offers={{ ...offers, starter: { name: "Starter", summary: "x" } }}
        />,
      ),
    ).toThrow(/"starter" row's price needs an amount/);
  });
});

describe("offerLadderCopy", () => {
  const written = {
    id: "ways-to-start",
    title: "Ways to start",
    columns: { offer: "Plan", price: "Price", start: "Start" },
    steps: [
      {
        title: "Premium",
        billing: "In Swiss francs",
        rows: [
          {
            offer: "premium",
            price: "{premium.annual} a year",
            link: { label: "Get Premium now", href: "{site.platformRegisterUrl}" },
          },
        ],
      },
    ],
  };

  it("writes Premium's figures from premium-pricing.ts in place of their names", () => {
    const parsed = offerLadderCopy.parse(written);
    expect(parsed.steps[0]?.rows[0]?.price).toBe("CHF\u00A0270 a year");
  });

  it("refuses a row's link to registering that names another plan, or none", () => {
    const wrong = structuredClone(written);
    const [step] = wrong.steps;
    if (!step?.rows[0]) throw new Error("the example has a row");
    for (const href of ["/contact?intent=register&plan=entry", "/contact?intent=register"]) {
      step.rows[0].link.href = href;
      const { error } = offerLadderCopy.safeParse(wrong);
      expect(error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        [
          "steps.0.rows.0.link.href",
          "leads to registering without this row's plan: write /contact?intent=register&plan=premium",
        ],
      ]);
    }
  });

  it("refuses a figure Premium does not have and a link to no page, naming the field", () => {
    const wrong = structuredClone(written);
    const [step] = wrong.steps;
    if (!step?.rows[0]) throw new Error("the example has a row");
    step.rows[0].price = "{premium.monthly} a month";
    step.rows[0].link.href = "/registration";
    const { error } = offerLadderCopy.safeParse(wrong);
    expect(error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "steps.0.rows.0.price",
      "steps.0.rows.0.link.href",
    ]);
  });

  it("names each cell's column and offer, so a checker or a screen reader need not guess them", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    for (const table of screen.getAllByRole("table")) {
      for (const row of within(table).getAllByRole("row").slice(1)) {
        const offer = within(row).getByRole("rowheader").textContent?.trim();
        expect(within(row).getAllByRole("cell").map(namedHeaders)).toEqual([
          [ladder.columns.price, offer],
          [ladder.columns.start, offer],
        ]);
      }
    }
  });
});
