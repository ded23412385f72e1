import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("TRUST_PROXY", () => {
  it("names the proxies to believe, or one hop, or no one", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("refuses what is not an address, naming the variable and the entry", () => {
    for (const value of ["yes", "10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/8"]) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*not true, false/);
    }
  });
});
