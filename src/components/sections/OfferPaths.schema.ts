import { z } from "astro/zod";
import { link, list, text } from "~/lib/copy-schema";
import { sectionHeading } from "./SectionHeader.schema";

/** One way to start: what it costs, who it is for, what it holds, and where it is. */
export const offerPath = z.strictObject({
  name: text,
  /** The price as the offer's own page states it: "Free", "CHF 270 a year". */
  price: text,
  /** A second price line, e.g. the quarterly price or the trial. */
  priceNote: text.optional(),
  forWhom: text,
  points: list(text),
  link,
  /** The offer most visitors should start with. */
  highlighted: z.boolean().optional(),
});

/** The offers side by side under a section heading (OfferPaths.tsx); the hero's buttons lead to its id. */
export const offerPathsCopy = sectionHeading.extend({
  id: sectionHeading.shape.id.unwrap(),
  paths: list(offerPath),
});

export type OfferPathsCopy = z.infer<typeof offerPathsCopy>;
