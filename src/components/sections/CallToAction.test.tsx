import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CallToAction, type CallToActionCopy } from "./CallToAction";

function renderBand(content: CallToActionCopy) {
  return render(<CallToAction {...content} />);
}

describe("CallToAction", () => {
  it("shows its message with one action", () => {
    renderBand({
      title: "Ready?",
      text: "Tell us where you are.",
      action: { label: "Get in Touch", href: "/contact" },
    });
    expect(screen.getByRole("region", { name: "Ready?" })).toBeVisible();
    expect(screen.getByText("Tell us where you are.")).toBeVisible();
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  it("adds a second action, and opens links to other sites in a new tab when asked", () => {
    renderBand({
      title: "Join us",
      text: "Two ways in.",
      action: { label: "Visit the initiative", href: "https://example.org", newTab: true },
      secondaryAction: { label: "Request a Demo", href: "/contact" },
    });
    const external = screen.getByRole("link", { name: "Visit the initiative" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("names only the first of two identical bands as a landmark region", () => {
    const content = {
      title: "Start now",
      text: "Free for 30 days.",
      action: { label: "Register", href: "/register" },
    };
    render(
      <>
        <CallToAction {...content} />
        <CallToAction {...content} repeat />
      </>,
    );
    expect(screen.getAllByRole("heading", { name: "Start now" })).toHaveLength(2);
    expect(screen.getAllByRole("region", { name: "Start now" })).toHaveLength(1);
    expect(screen.getAllByRole("link", { name: "Register" })).toHaveLength(2);
  });
});
