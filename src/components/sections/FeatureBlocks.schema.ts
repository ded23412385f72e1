import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { illustration, list, text } from "~/lib/copy-schema";

/** A feature told in its own section: words on one side, a 4:3 picture on the other. */
export const featureBlock = z.strictObject({
  id: sectionHeading.shape.id,
  title: text,
  description: text,
  features: list(text),
  imagePosition: z.enum(["left", "right"]),
  /** A 4:3 picture, 640 × 480 or scaled to that ratio. */
  image: illustration.shape.src.optional(),
  /** Describes `image`; left out when the picture only decorates the text beside it. */
  imageAlt: text.optional(),
});

/** Features one per section, alternating sides (FeatureBlocks.tsx). */
export const featureBlocksCopy = z.strictObject({ blocks: list(featureBlock) });

export type FeatureBlockCopy = z.infer<typeof featureBlock>;
export type FeatureBlocksCopy = z.infer<typeof featureBlocksCopy>;
