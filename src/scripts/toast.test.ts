import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "~/components/ui/ToastRegion";
import { readUi } from "~/content/read-copy";
import { type ToastInput, toaster } from "./toast";

const requiredFields: ToastInput = {
  title: "Error",
  description: "Please fill in all required fields",
  variant: "destructive",
};
const sent: ToastInput = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll get back to you soon.",
};

/** The notification corner as the server sends it, and the function that fills it. */
function corner() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ToastRegion, { copy: readUi("en").toast }),
  );
  const region = screen.getByRole("region", { name: "Notifications" });
  return toaster(region);
}

beforeEach(() => {
  document.body.innerHTML = "";
});

afterEach(() => {
  vi.useRealTimers();
});

describe("toaster", () => {
  it("has its live regions in the page before any toast, empty", () => {
    corner();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows the title and description in the polite status region", () => {
    corner()(sent);
    const status = screen.getByRole("status");
    expect(within(status).getByText("Message Sent!")).toBeVisible();
    expect(
      within(status).getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("announces a destructive toast assertively, as an alert", () => {
    corner()(requiredFields);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error")).toBeVisible();
    expect(within(alert).getByText("Please fill in all required fields")).toBeVisible();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows one toast at a time: a new outcome replaces the last", () => {
    const toast = corner();
    toast(requiredFields);
    toast(sent);
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(screen.getByText("Message Sent!")).toBeVisible();
  });

  it("closes with its close button", async () => {
    corner()(requiredFields);
    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();
  });

  it("stays where it is until it is closed or replaced: nothing moves under the visitor's eyes", () => {
    vi.useFakeTimers();
    const show = corner();
    show(sent);
    vi.advanceTimersByTime(10 * 60_000);
    expect(screen.getByText("Message Sent!")).toBeInTheDocument();
    show(requiredFields);
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
  });

  it("returns the toast it shows, which can take focus so it is read", () => {
    const shown = corner()(sent);
    shown?.focus();
    expect(shown).toHaveFocus();
    expect(shown).toHaveTextContent("Message Sent!");
  });
});
