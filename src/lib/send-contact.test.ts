import { afterEach, describe, expect, it, vi } from "vitest";
import { readAnswer, sendContactForm } from "./send-contact";

function contactFormElement(): HTMLFormElement {
  const form = document.createElement("form");
  form.action = "/contact";
  form.innerHTML =
    '<input name="email" value="ann@example.com"><textarea name="message">Hi</textarea>';
  return form;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendContactForm", () => {
  it("gives up after its timeout when the server never answers, as a failure", async () => {
    // A network that holds the request until the caller's signal aborts it.
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    await expect(sendContactForm(contactFormElement(), 20)).resolves.toEqual({
      outcome: "failed",
    });
  });

  it("sends the fields form-encoded and asks for JSON", async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"outcome":"sent"}', { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(sendContactForm(contactFormElement())).resolves.toEqual({ outcome: "sent" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/contact$/);
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    expect(String(init?.body)).toBe("email=ann%40example.com&message=Hi");
  });
});

describe("readAnswer", () => {
  it("passes on a time to book after a send, only as an https page", () => {
    const booking = "https://cal.example.com/kairon/demo";
    expect(readAnswer({ outcome: "sent", bookingUrl: booking })).toEqual({
      outcome: "sent",
      bookingUrl: booking,
    });
    expect(readAnswer({ outcome: "sent", bookingUrl: "javascript:alert(1)" })).toEqual({
      outcome: "sent",
    });
    expect(readAnswer({ outcome: "failed", bookingUrl: booking })).toEqual({ outcome: "failed" });
  });

  it("reads our answer, keeping only field issues it knows", () => {
    expect(
      readAnswer({
        outcome: "invalid",
        fieldErrors: { email: "email", message: "<b>", x: "tooLong" },
      }),
    ).toEqual({ outcome: "invalid", fieldErrors: { email: "email" } });
  });

  it("takes any other JSON as a failure", () => {
    for (const body of [null, "ok", [], { status: "error" }, { outcome: "done" }]) {
      expect(readAnswer(body)).toEqual({ outcome: "failed" });
    }
  });
});
