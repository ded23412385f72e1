import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { PlanCards } from "./PlanCards";

function renderPlans() {
  render(<PlanCards {...readCopy("individuals-plans", "en").plans} />);
}

function planCard(name: string): HTMLElement {
  const card = screen.getByRole("heading", { level: 3, name }).closest("li");
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe("PlanCards", () => {
  it("shows each plan's monthly price in US dollars", () => {
    renderPlans();
    expect(within(planCard("Starter")).getByText("$29")).toBeInTheDocument();
    expect(within(planCard("Professional")).getByText("$79")).toBeInTheDocument();
    expect(within(planCard("Enterprise")).getByText("$149")).toBeInTheDocument();
    for (const name of ["Starter", "Professional", "Enterprise"]) {
      expect(within(planCard(name)).getByText("per month")).toBeInTheDocument();
    }
  });

  it("lists what each plan includes", () => {
    renderPlans();
    const starter = within(planCard("Starter"));
    expect(starter.getByText("50+ learning modules")).toBeInTheDocument();
    expect(starter.getByText("5 AI playgrounds")).toBeInTheDocument();
    expect(starter.getByText("Basic certification")).toBeInTheDocument();
    const professional = within(planCard("Professional"));
    expect(professional.getByText("200+ learning modules")).toBeInTheDocument();
    expect(professional.getByText("Unlimited AI playgrounds")).toBeInTheDocument();
    expect(professional.getByText("Advanced certifications")).toBeInTheDocument();
    expect(professional.getByText("Personal mentoring")).toBeInTheDocument();
    const enterprise = within(planCard("Enterprise"));
    expect(enterprise.getByText("Unlimited content")).toBeInTheDocument();
    expect(enterprise.getByText("Dedicated success manager")).toBeInTheDocument();
  });

  it("marks only the Professional plan as most popular", () => {
    renderPlans();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    expect(within(planCard("Professional")).getByText("Most Popular")).toBeInTheDocument();
  });

  it("sends every plan's button to the contact page, to register with its plan, described by the plan's name", () => {
    renderPlans();
    const buttons = screen.getAllByRole("link", { name: "Get Started" });
    expect(buttons.map((button) => button.getAttribute("href"))).toEqual(
      ["starter", "professional", "enterprise"].map(
        (plan) => `/contact?intent=register&plan=${plan}`,
      ),
    );
    expect(buttons.map((button) => button.getAttribute("aria-describedby"))).toEqual(
      ["Starter", "Professional", "Enterprise"].map(
        (name) => screen.getByRole("heading", { name }).id,
      ),
    );
  });

  it("states the 14-day money-back guarantee", () => {
    renderPlans();
    expect(screen.getByText(/14-day money-back guarantee/)).toBeInTheDocument();
  });
});
