import { describe, expect, it } from "vitest";
import { defaultLocale, localeOf, localePath } from "./locales";

describe("the locales table", () => {
  it("refuses a locale code it does not have, naming it, instead of answering in English", () => {
    expect(() => localeOf("xx")).toThrow(/"xx" is not a locale of the site/);
  });

  it("puts a page of another locale under its prefix, and the default locale's at its own path", () => {
    expect(localePath("/", "de")).toBe("/de");
    expect(localePath("/team", "de")).toBe("/de/team");
    expect(localePath("/team", defaultLocale)).toBe("/team");
  });
});
