import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uiText } from "~/content/ui";
import { TOAST_DURATION_MS, type ToastInput, ToastProvider, useToast } from "./Toast";

const requiredFields: ToastInput = {
  title: "Error",
  description: "Please fill in all required fields",
  variant: "destructive",
};
const sent: ToastInput = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll get back to you soon.",
};

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      Notify
    </button>
  );
}

function renderWith(input: ToastInput) {
  render(
    <ToastProvider text={uiText.en.toast}>
      <Trigger input={input} />
    </ToastProvider>,
  );
  return screen.getByRole("button", { name: "Notify" });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  it("has its live regions in the page before any toast, empty", () => {
    renderWith(sent);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });

  it("shows the title and description in the polite status region", async () => {
    await userEvent.click(renderWith(sent));
    const status = screen.getByRole("status");
    expect(within(status).getByText("Message Sent!")).toBeVisible();
    expect(
      within(status).getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("announces a destructive toast assertively, as an alert", async () => {
    await userEvent.click(renderWith(requiredFields));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error")).toBeVisible();
    expect(within(alert).getByText("Please fill in all required fields")).toBeVisible();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("closes with its close button", async () => {
    await userEvent.click(renderWith(requiredFields));
    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();
  });

  it("dismisses itself after six seconds", () => {
    vi.useFakeTimers();
    fireEvent.click(renderWith(sent));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("Message Sent!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(6000);
  });

  it("stays while the pointer rests on it, then finishes its time", () => {
    vi.useFakeTimers();
    fireEvent.click(renderWith(sent));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByText("Message Sent!"));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText("Message Sent!")).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText("Message Sent!"));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000));
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
  });

  it("stays while its close button has keyboard focus", () => {
    vi.useFakeTimers();
    fireEvent.click(renderWith(requiredFields));
    act(() => screen.getByRole("button", { name: "Close notification" }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("refuses to work outside a ToastProvider, naming the fix", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger input={sent} />)).toThrow("inside <ToastProvider>");
    vi.restoreAllMocks();
  });
});
