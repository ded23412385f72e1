import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { mediaPath, text } from "~/lib/copy-schema";

/** A clip of the site's own: its files, its size and its accessible name in the page's language. */
export const sectionVideo = z.strictObject({
  src: mediaPath,
  poster: mediaPath,
  title: text,
  width: z.int().positive(),
  height: z.int().positive(),
  /** A generated clip (scripts/media), until the owner's footage replaces it. */
  placeholder: z.boolean().optional(),
});

/**
 * A titled band around one video (VideoSection.tsx). What a browser that cannot
 * play it shows is the primitives' words (copy/<locale>/ui.yaml), given beside it.
 */
export const videoSectionCopy = sectionHeading.extend({ video: sectionVideo });

export type SectionVideo = z.infer<typeof sectionVideo>;
export type VideoSectionCopy = z.infer<typeof videoSectionCopy>;
