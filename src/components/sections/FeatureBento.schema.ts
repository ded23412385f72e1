import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list } from "~/lib/copy-schema";
import { featureCard } from "./FeatureGrid.schema";

/** A card of the bento grid: a feature card with the screen of its part of the product. */
export const bentoItem = featureCard.extend({
  /** By its id in product-screens.yaml. */
  screen: ref("product-screens"),
  /** Two columns wide on large screens, text beside the picture. */
  wide: z.boolean().optional(),
});

/** Cards of two sizes under a section heading (FeatureBento.tsx). */
export const featureBentoCopy = sectionHeading.extend({ items: list(bentoItem) });

export type BentoItem = Resolved<z.infer<typeof bentoItem>, SharedItems>;
export type FeatureBentoCopy = Resolved<z.infer<typeof featureBentoCopy>, SharedItems>;
