import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { learnerOffers } from "~/lib/learner-offers";
import { site } from "~/site.config";
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
  it("lists Entry and Premium, then the three monthly plans, in one table, each step saying how its offers start and are billed", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    const table = screen.getByRole("table", { name: ladder.caption });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual([
      expect.stringMatching(/^30\u00A0days free, then Entry or Premium .*Swiss francs \(CHF\)/),
      expect.stringMatching(/^Entry /),
      expect.stringMatching(/^Premium /),
      expect.stringMatching(/^Monthly plans .*US dollars \(USD\).*14-day money-back guarantee/),
      expect.stringMatching(/^Starter /),
      expect.stringMatching(/^Professional/),
      expect.stringMatching(/^Enterprise /),
    ]);
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

  it("leads from each row where its offer is taken up: the registration, or the contact page for a monthly plan", () => {
    render(<OfferLadder {...ladder} offers={offers} />);
    const link = (name: string) => within(row(name)).getByRole("link");
    expect(link("Entry")).toHaveAccessibleName("Start free");
    expect(link("Entry")).toHaveAttribute("href", site.platformRegisterUrl);
    expect(link("Premium")).toHaveAttribute("href", site.platformRegisterUrl);
    for (const plan of ["Starter", "Professional", "Enterprise"]) {
      expect(link(plan)).toHaveAttribute("href", "/contact?intent=register");
      // Like-worded buttons are told apart by the offer they start.
      expect(link(plan)).toHaveAccessibleDescription(plan);
    }
  });

  it("stops the build, naming the row, when the page gives no facts for an offer or no amount for its price", () => {
    const { Starter: _, ...withoutStarter } = offers;
    expect(() => render(<OfferLadder {...ladder} offers={withoutStarter} />)).toThrow(
      /no facts for the "Starter" row/,
    );
    expect(() =>
      render(
        <OfferLadder
          {...ladder}
          offers={{ ...offers, Starter: { name: "Starter", summary: "x" } }}
        />,
      ),
    ).toThrow(/"Starter" row's price needs an amount/);
  });
});

describe("offerLadderCopy", () => {
  const written = {
    id: "ways-to-start",
    title: "Ways to start",
    caption: "Every offer",
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
});
