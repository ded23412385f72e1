import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { text } from "~/lib/copy-schema";

/**
 * The words around the audience cards (SolutionCards.tsx). The cards themselves
 * are shared data (content/shared/solutions.ts), which the page passes beside them.
 */
export const solutionCardsCopy = sectionHeading.extend({
  /** Visible text of each card's link; the card title completes its accessible name. */
  linkLabel: text,
});

export type SolutionCardsCopy = z.infer<typeof solutionCardsCopy>;
