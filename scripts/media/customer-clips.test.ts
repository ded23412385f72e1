import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
// @ts-expect-error: a plain ESM media script without type declarations
import { frameSvg, looks } from "./customer-clips.mjs";
import { avatarSvg } from "./svg";

/** The drawing of a person inside their portrait: everything after its backdrop. */
function drawingOf(svg: string): string {
  const start = svg.indexOf("<g transform=");
  if (start < 0) throw new Error("a portrait without its drawing");
  return svg.slice(start, svg.lastIndexOf("</g></g>"));
}

describe("the clips of the executives on /customers", () => {
  const people = readShared("customer-voices", defaultLocale);

  it("shows each executive's illustrated portrait in every frame, not a silhouette", () => {
    for (const person of people) {
      const look = looks[person.name];
      expect(look, `${person.name} has no look in customer-clips.mjs`).toBeDefined();
      const face = drawingOf(avatarSvg({ name: person.name, look: look.look }));
      for (const t of [0, 0.25, 0.5, 0.75]) expect(frameSvg(person, t)).toContain(face);
    }
  });

  it("loops without a jump: the frame after the last is the first", () => {
    for (const person of people) expect(frameSvg(person, 1)).toBe(frameSvg(person, 0));
  });

  it("renders a frame at the clips' 960 × 540", () => {
    const [person] = people;
    if (!person) throw new Error("no customer on /customers");
    const frame = new Resvg(frameSvg(person, 0.3)).render();
    expect([frame.width, frame.height]).toEqual([960, 540]);
  });
});
