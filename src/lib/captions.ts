/**
 * A clip's captions: written as cues in the copy (a clip's `captions`, in the
 * file's language), served as WebVTT at a path of their own per language
 * (src/pages/captions/[lang]/[clip].vtt.ts), and named by the player's <track>.
 */
import { z } from "astro/zod";
import { list, text } from "./copy-schema";

/** A time in the clip, in seconds, to the tenth. */
const seconds = z.number().min(0).multipleOf(0.1, "a time to the tenth of a second expected");

export const captionCue = z
  .strictObject({
    start: seconds.meta({
      title: "From (s)",
      description: "When the caption appears, in seconds from the clip's start",
    }),
    end: seconds.meta({
      title: "To (s)",
      description: "When it goes, in seconds from the clip's start",
    }),
    text,
  })
  .refine((cue) => cue.end > cue.start, { message: "end must come after start", path: ["end"] });

/** The cues in the order they play; each ends before the next starts. */
export const captionCues = list(captionCue).superRefine((cues, context) => {
  cues.forEach((cue, index) => {
    const previous = cues[index - 1];
    if (previous && cue.start < previous.end) {
      context.addIssue({
        code: "custom",
        path: [index, "start"],
        message: `starts at ${cue.start} s, before the caption above ends (${previous.end} s)`,
      });
    }
  });
});

export type CaptionCue = z.infer<typeof captionCue>;

/** Where the captions of the clip at `src` are served in the language `lang`. */
export function captionsPath(lang: string, src: string): string {
  const clip =
    src
      .split("/")
      .pop()
      ?.replace(/\.[^.]+$/, "") ?? src;
  return `/captions/${lang}/${clip}.vtt`;
}

function timestamp(time: number): string {
  const tenths = Math.round(time * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${String(minutes).padStart(2, "0")}:${rest.toFixed(3).padStart(6, "0")}`;
}

/** The cues as a WebVTT file; a cue's text cannot end it early or start markup. */
export function webVtt(cues: readonly CaptionCue[]): string {
  const body = cues.map(
    (cue) =>
      `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll("-->", "--&gt;")
        .replace(/\n\s*\n/g, "\n")}`,
  );
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}
