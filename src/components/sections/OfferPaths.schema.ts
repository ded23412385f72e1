import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";

/**
 * A price line: words alone ("Free"), or words around the amount the page is given
 * with the offer (OfferFacts), written `{amount}`: "From {amount} a month".
 */
const priceLine = text;

/**
 * One way to start, in the page's words: who it is for, where it is, and, where
 * the offer's own data does not say it (OfferFacts), its title, price and points.
 */
export const offerPath = z.strictObject({
  /** Which of the offers the page is given this is, e.g. `premium`. */
  offer: z.string().min(1),
  /** The offer's heading, where its facts give it no name (a translated one, unlike a product's). */
  title: text.optional(),
  price: priceLine,
  /** A second price line, e.g. the quarterly price ("or {amount} a quarter") or the trial. */
  priceNote: priceLine.optional(),
  forWhom: text,
  points: list(text).optional(),
  link,
  /** The offer most visitors should start with. */
  highlighted: z.boolean().optional(),
});

/** The offers side by side under a section heading (OfferPaths.tsx); the hero's buttons lead to its id. */
export const offerPathsCopy = sectionHeading.extend({
  id: sectionHeading.shape.id.unwrap(),
  paths: list(offerPath),
});

export type OfferPathCopy = z.infer<typeof offerPath>;
export type OfferPathsCopy = z.infer<typeof offerPathsCopy>;
