import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readShared } from "~/content/read-copy";
import { locales } from "~/locales";
import { stagePlan } from "./stage-plan";
import { walkthroughs } from "./walkthroughs";

/** A clip's length in seconds, from its MP4 movie header (mvhd), as a player reads it. */
function mp4Seconds(file: string): number {
  const bytes = readFileSync(file);
  const at = bytes.indexOf("mvhd");
  if (at < 0) throw new Error(`${file} has no movie header`);
  const version = bytes[at + 4];
  const timescale = version === 1 ? bytes.readUInt32BE(at + 24) : bytes.readUInt32BE(at + 16);
  const duration =
    version === 1 ? Number(bytes.readBigUInt64BE(at + 28)) : bytes.readUInt32BE(at + 20);
  return duration / timescale;
}

/** Every clip a page plays in a language, by the id its walkthrough has. */
function clipsIn(code: (typeof locales)[number]["code"]) {
  return [
    ...readShared("videos", code),
    ...readShared("customer-voices", code).map((voice) => ({ ...voice.video, id: voice.id })),
  ];
}

describe("the walkthrough clips", () => {
  for (const { code } of locales) {
    it(`${code}: every clip is a walkthrough of this language's screens, recorded as its captions say`, () => {
      for (const clip of clipsIn(code)) {
        expect(walkthroughs[clip.id], `a walkthrough for "${clip.id}"`).toBeDefined();
        // Throws, naming the file and field, where a caption or a screen's words are missing.
        const plan = stagePlan(clip.id, code);
        expect(plan.duration, clip.id).toBeGreaterThanOrEqual(20);
        expect(plan.duration, clip.id).toBeLessThanOrEqual(45);
        // A clip recorded for other captions would show one step while another's caption reads.
        expect(mp4Seconds(`public${clip.src}`), clip.src).toBeCloseTo(plan.duration, 0);
      }
    });
  }

  it("plays each language's own files: its screens carry its words", () => {
    const files = locales.map(({ code }) =>
      clipsIn(code).flatMap((clip) => [clip.src, clip.poster]),
    );
    const all = files.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
