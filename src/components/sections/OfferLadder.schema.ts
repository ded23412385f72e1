import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";
import { pricedText } from "./FreemiumComparison.schema";

/**
 * A price line: words alone ("Free"), words around a Premium figure
 * ("{premium.annual} a year"), or words around the amount the page gives with the
 * offer (OfferFacts), written `{amount}`: "{amount} a month".
 */
const priceLine = pricedText;

/** One offer of the ladder, in the page's words: its price and where to get it. */
export const ladderRow = z.strictObject({
  /** Which of the offers the page is given this is: `entry`, `premium` or a monthly plan's name. */
  offer: z.string().min(1),
  price: priceLine,
  /** A second price line, e.g. the regular or the quarterly price. */
  priceNote: priceLine.optional(),
  /** Where the offer is taken up: one tap, never "find it in the menu". */
  link,
});

/** Offers that are started and billed alike, under one line that says how. */
export const ladderStep = z.strictObject({
  /** How the offers of this step relate, e.g. "30 days free, then Entry or Premium". */
  title: text,
  /** The currency they are billed in, said plainly. */
  billing: text,
  rows: list(ladderRow),
});

/** Every offer for learners in one table, step by step (OfferLadder.tsx); the hero's buttons lead to its id. */
export const offerLadderCopy = sectionHeading.extend({
  id: sectionHeading.shape.id.unwrap(),
  /** Names the table for assistive technology. */
  caption: text,
  /** The columns' headings: the offer, its price, and the way to start it. */
  columns: z.strictObject({ offer: text, price: text, start: text }),
  steps: list(ladderStep),
});

export type LadderRowCopy = z.infer<typeof ladderRow>;
export type OfferLadderCopy = z.infer<typeof offerLadderCopy>;
