import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";

/**
 * Words written around an amount the page is given with the offer (OfferFacts):
 * "From" $29 "a month", "or" CHF 110 "a quarter, billed in Swiss francs".
 */
export const priceWords = z.strictObject({ before: text.optional(), after: text });

/**
 * One way to start, in the page's words: who it is for, where it is, and, where
 * the offer's own data does not say it (OfferFacts), its title, price and points.
 */
export const offerPath = z.strictObject({
  /** Which of the offers the page is given this is, e.g. `premium`. */
  offer: z.string().min(1),
  /** The offer's heading, where its facts give it no name (a translated one, unlike a product's). */
  title: text.optional(),
  /** The price as words ("Free"), or the words around the offer's amount. */
  price: z.union([text, priceWords]),
  /** A second price line, e.g. the quarterly price or the trial. */
  priceNote: z.union([text, priceWords]).optional(),
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

export type PriceWords = z.infer<typeof priceWords>;
export type OfferPathCopy = z.infer<typeof offerPath>;
export type OfferPathsCopy = z.infer<typeof offerPathsCopy>;
