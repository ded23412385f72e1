import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeReducedMotion } from "./fake-reduced-motion";
import { useAnchorScroll } from "./useAnchorScroll";

function Page() {
  useAnchorScroll();
  const { hash } = useLocation();
  return (
    <>
      <p>Current hash: {hash || "none"}</p>
      <a href="#pricing">Plain link to pricing</a>
      <Link to="#pricing">Router link to pricing</Link>
      <a href="#nowhere">Link to a missing section</a>
      <section id="pricing" aria-label="Pricing">
        Plans
      </section>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
let motion: ReturnType<typeof fakeReducedMotion>;

function renderPage(width: number) {
  window.innerWidth = width;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
  // jsdom has no layout: place the section 1500 px down the page.
  Object.defineProperty(screen.getByRole("region", { name: "Pricing" }), "offsetTop", {
    value: 1500,
  });
}

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  motion = fakeReducedMotion(false);
});

afterEach(() => {
  vi.restoreAllMocks();
  motion.restore();
});

describe("useAnchorScroll", () => {
  it("glides a plain in-page link's target to 80 px below the top on a wide screen", async () => {
    renderPage(1280);
    await userEvent.click(screen.getByRole("link", { name: "Plain link to pricing" }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1420, behavior: "smooth" });
    expect(screen.getByText("Current hash: #pricing")).toBeInTheDocument();
  });

  it("glides a router link's target to 100 px below the top under 868 px wide", async () => {
    renderPage(867);
    await userEvent.click(screen.getByRole("link", { name: "Router link to pricing" }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1400, behavior: "smooth" });
    expect(screen.getByText("Current hash: #pricing")).toBeInTheDocument();
  });

  it("jumps without animation under prefers-reduced-motion", async () => {
    motion.set(true);
    renderPage(390);
    await userEvent.click(screen.getByRole("link", { name: "Plain link to pricing" }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1400, behavior: "instant" });
  });

  it("moves keyboard focus to the target, so Tab continues from there", async () => {
    renderPage(1280);
    const link = screen.getByRole("link", { name: "Plain link to pricing" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("region", { name: "Pricing" })).toHaveFocus();
  });

  it("leaves links to missing targets and modified clicks to the browser", async () => {
    renderPage(1280);
    await userEvent.click(screen.getByRole("link", { name: "Link to a missing section" }));
    fireEvent.click(screen.getByRole("link", { name: "Plain link to pricing" }), { ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByText("Current hash: none")).toBeInTheDocument();
  });
});
