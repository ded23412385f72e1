import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { href, list, text } from "~/lib/copy-schema";
import { featureCard } from "./FeatureGrid.schema";

/** The accent a card is drawn in; each maps to a token pair in app.css. */
export const cardColour = z.enum(["brand", "accent", "ink"]);

/** An audience's card (SolutionCards.tsx), an item of solution-cards.yaml. */
export const solutionCard = featureCard.extend({
  colour: cardColour,
  features: list(text),
  /** The audience's page, by its English path. */
  href,
});

/**
 * The audience cards (SolutionCards.tsx): their heading, the cards, each named by
 * its id in solution-cards.yaml, and the words of each card's link.
 */
export const solutionCardsCopy = sectionHeading.extend({
  items: list(ref("solution-cards")),
  /** Visible text of each card's link; the card title completes its accessible name. */
  linkLabel: text,
});

export type CardColour = z.infer<typeof cardColour>;
export type SolutionCard = z.infer<typeof solutionCard>;
export type SolutionCardsCopy = Resolved<z.infer<typeof solutionCardsCopy>, SharedItems>;
