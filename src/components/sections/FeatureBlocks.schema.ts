import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/** A feature told in its own section: words on one side, a 4:3 screen of the product on the other. */
export const featureBlock = z.strictObject({
  id: sectionHeading.shape.id,
  title: text,
  description: text,
  features: list(text),
  imagePosition: z.enum(["left", "right"]),
  /** The screen the feature shows, by its id in product-screens.yaml. */
  screen: ref("product-screens").optional(),
});

/** Features one per section, alternating sides (FeatureBlocks.tsx). */
export const featureBlocksCopy = z.strictObject({ blocks: list(featureBlock) });

export type FeatureBlockCopy = Resolved<z.infer<typeof featureBlock>, SharedItems>;
export type FeatureBlocksCopy = Resolved<z.infer<typeof featureBlocksCopy>, SharedItems>;
