import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
import {
  AVATAR_BACKDROPS,
  AVATAR_SKIN_TONES,
  avatarSvg,
  PORTRAIT_SIZE,
  WORDMARK_SIZE,
  wordmarkSvg,
} from "./svg";

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
});

describe("illustrated portraits", () => {
  const people = [
    ...readShared("team-members", defaultLocale),
    ...readShared("testimonials", defaultLocale),
  ].map((person) => person.name);

  it("gives a person the same portrait every time, and someone else a different one", () => {
    expect(avatarSvg({ name: "Lena Brunner", look: "feminine" })).toBe(
      avatarSvg({ name: "Lena Brunner", look: "feminine" }),
    );
    expect(new Set(people.map((name) => avatarSvg({ name }))).size).toBe(people.length);
  });

  it("renders as a small square picture with no text or initials in it", () => {
    for (const name of people) {
      const svg = avatarSvg({ name, look: "masculine" });
      const png = new Resvg(svg).render();
      expect([png.width, png.height], name).toEqual([PORTRAIT_SIZE, PORTRAIT_SIZE]);
      expect(svg).toContain(`viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}"`);
      expect(Buffer.byteLength(svg), name).toBeLessThan(3 * 1024);
      expect(svg).not.toMatch(/<text|<title/);
    }
  });

  it("sets everyone on a brand tint, and shows the site's people in a range of skin tones", () => {
    const svgs = people.map((name) => avatarSvg({ name }));
    for (const svg of svgs) {
      expect(AVATAR_BACKDROPS.some((tint) => svg.includes(`fill="${tint}"`))).toBe(true);
    }
    const tonesShown = AVATAR_SKIN_TONES.filter(({ skin }) =>
      svgs.some((svg) => svg.includes(`fill="${skin}"`)),
    );
    expect(tonesShown).toHaveLength(AVATAR_SKIN_TONES.length);
  });
});
