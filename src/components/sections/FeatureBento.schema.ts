import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { illustration, list } from "~/lib/copy-schema";
import { featureCard } from "./FeatureGrid.schema";

/** A card of the bento grid: a feature card with a picture of its part of the product. */
export const bentoItem = featureCard.extend({
  visual: illustration,
  /** Two columns wide on large screens, text beside the picture. */
  wide: z.boolean().optional(),
});

/** Cards of two sizes under a section heading (FeatureBento.tsx). */
export const featureBentoCopy = sectionHeading.extend({ items: list(bentoItem) });

export type BentoItem = z.infer<typeof bentoItem>;
export type FeatureBentoCopy = z.infer<typeof featureBentoCopy>;
