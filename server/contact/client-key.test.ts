import { describe, expect, it } from "vitest";
import { clientKey, networkOf } from "./client-key";

describe("the rate-limit key of a client", () => {
  it("counts an IPv4 address, mapped or not, as itself", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts a whole IPv6 /64 as one client", () => {
    expect(networkOf("2001:db8:1:2::1")).toBe("2001:0db8:0001:0002::/64");
    expect(networkOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:0db8:0001:0002::/64");
    expect(networkOf("::1")).toBe("0000:0000:0000:0000::/64");
  });

  it("stores no readable address", () => {
    const key = clientKey("203.0.113.7");
    expect(key).not.toContain("203");
    expect(key).toBe(clientKey("::ffff:203.0.113.7"));
    expect(key).not.toBe(clientKey("203.0.113.8"));
  });
});
