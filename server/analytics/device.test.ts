import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";

const AGENTS = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
  firefoxPhone: "Mozilla/5.0 (Android 15; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15",
};

describe("the device class of a visit", () => {
  it("tells phones, tablets and computers apart by their user agents", () => {
    const classes = Object.fromEntries(
      Object.entries(AGENTS).map(([name, agent]) => [name, deviceOf(agent, undefined)]),
    );
    expect(classes).toEqual({
      iPhone: "mobile",
      iPad: "tablet",
      androidPhone: "mobile",
      androidTablet: "tablet",
      firefoxPhone: "mobile",
      windows: "desktop",
      mac: "desktop",
    });
  });

  it("takes Chromium's Sec-CH-UA-Mobile: ?1 for a phone whatever the user agent says", () => {
    expect(deviceOf(AGENTS.androidTablet, "?1")).toBe("mobile");
    expect(deviceOf(AGENTS.windows, "?0")).toBe("desktop");
  });
});
