import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProcessSteps } from "./ProcessSteps";

describe("ProcessSteps", () => {
  it("lists the steps in order, each titled by an h3", () => {
    render(
      <ProcessSteps
        title="Train, Apply, Create, Innovate"
        steps={[
          { icon: "graduation-cap", title: "Train", description: "Learn." },
          { icon: "briefcase", title: "Apply", description: "Use." },
          { icon: "pencil", title: "Create", description: "Build." },
          { icon: "lightbulb", title: "Innovate", description: "Share." },
        ]}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Train", "Apply", "Create", "Innovate"]);
    expect(screen.getByText("Build.")).toBeVisible();
  });
});
