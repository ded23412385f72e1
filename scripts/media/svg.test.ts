import { describe, expect, it } from "vitest";
import { initialsSvg, WORDMARK_SIZE, wordmarkSvg } from "./svg";

describe("placeholder SVGs", () => {
  it("draws a wordmark at the size the pages reserve, titled as a placeholder", () => {
    const svg = wordmarkSvg("Aventro Bank", 0);
    expect(svg).toContain(`width="${WORDMARK_SIZE.width}" height="${WORDMARK_SIZE.height}"`);
    expect(svg).toContain("<title>Aventro Bank (placeholder logo)</title>");
    expect(svg).toContain(">Aventro</text>");
    expect(svg).toContain(">BANK</text>");
  });

  it("escapes names, so a partner called R&D <Labs> still makes valid XML", () => {
    const svg = wordmarkSvg("R&D <Labs>", 1);
    expect(svg).not.toMatch(/&(?!#\d+;)|<Labs>/);
  });

  it("puts up to two initials on a portrait", () => {
    expect(initialsSvg("Can Özkan", 0)).toContain(">CÖ</text>");
    expect(initialsSvg("Anna Maria Schmid", 0)).toContain(">AM</text>");
  });
});
