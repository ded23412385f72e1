import { describe, expect, it } from "vitest";
import { formOrigins } from "./form-origins";

describe("the pages that may post the contact form", () => {
  it("for a build made on this machine, are this machine's pages on any port and loopback name", () => {
    const local = formOrigins("http://localhost:3000", []);
    for (const origin of [
      "http://localhost:3000",
      "http://localhost:3932",
      "http://127.0.0.1:3932",
      "http://[::1]:8080",
    ]) {
      expect(local.accepts(origin), origin).toBe(true);
    }
  });

  it("for a build made on this machine, are never a page on another host, even one rebound to this machine", () => {
    const local = formOrigins("http://localhost:3000", []);
    for (const origin of [
      "http://rebound.example:3000",
      "http://localhost.evil.example:3000",
      "http://192.168.1.20:3000",
    ]) {
      expect(local.accepts(origin), origin).toBe(false);
    }
  });

  it("for a build for a public address, are its own origin and ALLOWED_ORIGINS only", () => {
    const public_ = formOrigins("https://www.example.com", ["https://staging.example.com"]);
    expect(public_.accepts("https://www.example.com")).toBe(true);
    expect(public_.accepts("https://staging.example.com")).toBe(true);
    expect(public_.accepts("http://localhost:3000")).toBe(false);
    expect(public_.accepts("http://www.example.com")).toBe(false);
  });
});
