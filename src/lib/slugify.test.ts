import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("turns names with accents, Turkish letters and symbols into file-safe slugs", () => {
    expect(slugify("Zürich Café & Co")).toBe("zurich-cafe-co");
    expect(slugify("Elif Yılmaz")).toBe("elif-yilmaz");
    expect(slugify("  R&D  ")).toBe("r-d");
  });
});
