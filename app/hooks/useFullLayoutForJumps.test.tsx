import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FULL_LAYOUT_ATTRIBUTE, useFullLayoutForJumps } from "./useFullLayoutForJumps";

function Page() {
  useFullLayoutForJumps();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        At {pathname}
        {hash}
      </p>
      <Link to="/guide#pricing">Pricing in the guide</Link>
      <Link to="/guide">The guide</Link>
      <Link to="/contact">Contact</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
}

const root = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute(FULL_LAYOUT_ATTRIBUTE);
});

describe("useFullLayoutForJumps", () => {
  it("sets no mark on a fresh visit, not even to an anchor, which the browser jumps to itself", () => {
    renderAt("/guide");
    expect(root).not.toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
    cleanup();
    renderAt("/guide#pricing");
    expect(root).not.toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
  });

  it("renders every band after a reload, when the router returns to a saved scroll position", () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "reload" } as PerformanceNavigationTiming,
    ]);
    renderAt("/guide");
    expect(root).toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
  });

  it("renders every band while the URL names an anchor, and stops on a plain link", async () => {
    renderAt("/");
    await userEvent.click(screen.getByRole("link", { name: "Pricing in the guide" }));
    expect(screen.getByText("At /guide#pricing")).toBeInTheDocument();
    expect(root).toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
    await userEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(screen.getByText("At /contact")).toBeInTheDocument();
    expect(root).not.toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
  });

  it("renders every band on Back, when the router returns to a saved scroll position", async () => {
    renderAt("/guide");
    await userEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(root).not.toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("At /guide")).toBeInTheDocument();
    expect(root).toHaveAttribute(FULL_LAYOUT_ATTRIBUTE);
  });
});
