import { describe, expect, it } from "vitest";
import { captionCues, webVtt } from "./captions";

describe("captions", () => {
  it("writes cues as a WebVTT file a player reads, times to the millisecond", () => {
    expect(
      webVtt([
        { start: 0, end: 4.5, text: "Nina opens her learning path." },
        { start: 4.5, end: 72.3, text: "She asks the playground: <draft> & send" },
      ]),
    ).toBe(
      "WEBVTT\n\n00:00.000 --> 00:04.500\nNina opens her learning path.\n\n" +
        "00:04.500 --> 01:12.300\nShe asks the playground: &lt;draft&gt; &amp; send\n",
    );
  });

  it("refuses a cue that ends before it starts or overlaps the one above, naming it", () => {
    const result = captionCues.safeParse([
      { start: 0, end: 5, text: "One" },
      { start: 5, end: 3, text: "Two" },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["1.end", "end must come after start"],
    ]);
    const overlap = captionCues.safeParse([
      { start: 0, end: 5, text: "One" },
      { start: 4, end: 8, text: "Two" },
    ]);
    expect(overlap.error?.issues.map((issue) => issue.path.join("."))).toEqual(["1.start"]);
  });
});
