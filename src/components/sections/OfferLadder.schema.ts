import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { LEARNER_PLANS, readPurpose } from "~/lib/contact-purposes";
import { link, list, text } from "~/lib/copy-schema";
import { pricedText } from "./FreemiumComparison.schema";

/**
 * A price line: words alone ("Free"), words around a Premium figure
 * ("{premium.annual} a year"), or words around the amount the page gives with the
 * offer (OfferFacts), written `{amount}`: "{amount} a month".
 */
const priceLine = pricedText;

/** One offer of the ladder, in the page's words: its price and where to get it. */
export const ladderRow = z
  .strictObject({
    /** Which learner's plan this is (`entry`, `premium`, `starter`, …), whatever its name in a language. */
    offer: z.enum(LEARNER_PLANS),
    price: priceLine,
    /** A second price line, e.g. the regular or the quarterly price. */
    priceNote: priceLine.optional(),
    /** Where the offer is taken up: one tap, never "find it in the menu". */
    link,
  })
  .superRefine(({ offer, link: { href } }, context) => {
    // The contact page says which plan was chosen: a row's link to it names its own.
    const query = /^\/contact\?([^#]*)/.exec(href)?.[1];
    if (query === undefined) return;
    const params = new URLSearchParams(query);
    const purpose = readPurpose(params.get("intent"), params.get("plan"));
    if (purpose?.intent === "register" && purpose.plan !== offer) {
      context.addIssue({
        code: "custom",
        path: ["link", "href"],
        message: `leads to registering without this row's plan: write /contact?intent=register&plan=${offer}`,
      });
    }
  });

/** Offers that are started and billed alike: a table of their own, whose caption says how, once. */
export const ladderStep = z.strictObject({
  /** How the offers of this step relate, e.g. "30 days free, then Entry or Premium". */
  title: text,
  /** The one currency they are billed in, said plainly. */
  billing: text,
  rows: list(ladderRow),
});

/**
 * Every offer for learners, step by step, a table per currency (OfferLadder.tsx);
 * the hero's buttons lead to its id.
 */
export const offerLadderCopy = sectionHeading.extend({
  id: sectionHeading.shape.id.unwrap(),
  /** The columns' headings: the offer, its price, and the way to start it. */
  columns: z.strictObject({ offer: text, price: text, start: text }),
  steps: list(ladderStep),
});

export type LadderRowCopy = z.infer<typeof ladderRow>;
export type OfferLadderCopy = z.infer<typeof offerLadderCopy>;
