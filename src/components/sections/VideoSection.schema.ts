import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { captionCues } from "~/lib/captions";
import { type Resolved, ref } from "~/lib/copy-ref";
import { mediaPath, text } from "~/lib/copy-schema";

/**
 * A clip of the site's own: its files, its size, its accessible name and its
 * captions in the file's language. An item of videos.yaml, or part of a customer's voice.
 */
export const sectionVideo = z.strictObject({
  src: mediaPath,
  poster: mediaPath,
  title: text,
  width: z.int().positive(),
  height: z.int().positive(),
  /** What the clip shows and says, timed, in the file's language: served as its WebVTT captions. */
  captions: captionCues,
  /** A generated clip (scripts/media), until the owner's footage replaces it. */
  placeholder: z.boolean().optional(),
});

/**
 * A titled band around one video (VideoSection.tsx), the clip named by its id in
 * videos.yaml. What a browser that cannot play it shows is the primitives' words
 * (copy/<locale>/ui.yaml), given beside it.
 */
export const videoSectionCopy = sectionHeading.extend({ video: ref("videos") });

export type SectionVideo = z.infer<typeof sectionVideo>;
export type VideoSectionCopy = Resolved<z.infer<typeof videoSectionCopy>, SharedItems>;
