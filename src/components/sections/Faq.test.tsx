import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Faq } from "./Faq";

const content = {
  id: "questions",
  eyebrow: "FAQ",
  title: "Questions About Pricing",
  items: [
    { question: "How is the subscription billed?", answer: "Once a year, on one invoice." },
    { question: "Can we start with a pilot?", answer: "Yes, with one or two teams." },
  ],
};

/** The disclosure whose summary asks `question`: the summary and the answer it shows. */
function disclosure(question: string) {
  const summary = screen.getByText(question).closest("summary") as HTMLElement;
  return { summary, details: summary.closest("details") as HTMLElement };
}

describe("Faq", () => {
  it("is a section named by its h2, reachable by its id", () => {
    render(<Faq {...content} />);
    const section = screen.getByRole("region", { name: "Questions About Pricing" });
    expect(section).toHaveAttribute("id", "questions");
    expect(within(section).getByText("FAQ")).toBeVisible();
  });

  it("asks each question in a closed disclosure, its answer hidden until opened", () => {
    render(<Faq {...content} />);
    for (const { question, answer } of content.items) {
      const { summary, details } = disclosure(question);
      expect(summary).toBeVisible();
      expect(summary).toHaveAccessibleName(question);
      expect(details).not.toHaveAttribute("open");
      expect(screen.getByText(answer)).not.toBeVisible();
    }
  });

  it("shows a question's answer when it is opened, and hides it again when closed", async () => {
    const user = userEvent.setup();
    render(<Faq {...content} />);
    const [first, second] = content.items;
    if (!first || !second) throw new Error("two questions expected");
    const { summary } = disclosure(first.question);

    await user.click(summary);
    expect(screen.getByText(first.answer)).toBeVisible();
    // Opening one leaves the others as they were.
    expect(screen.getByText(second.answer)).not.toBeVisible();

    await user.click(summary);
    expect(screen.getByText(first.answer)).not.toBeVisible();
  });

  // Enter and Space open a summary in the browser (tests/e2e/pricing.spec.ts): jsdom has no such default.
  it("puts each question in the tab order, one after the other", async () => {
    const user = userEvent.setup();
    render(<Faq {...content} />);
    for (const { question } of content.items) {
      await user.tab();
      expect(disclosure(question).summary).toHaveFocus();
    }
  });

  it("keeps its icons out of the accessibility tree", () => {
    const { container } = render(<Faq {...content} />);
    for (const icon of container.querySelectorAll("svg")) {
      expect(icon).toHaveAttribute("aria-hidden", "true");
    }
  });
});
