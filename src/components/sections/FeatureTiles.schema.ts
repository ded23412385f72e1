import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { href, list, text } from "~/lib/copy-schema";
import { iconName } from "./FeatureGrid.schema";

/** A shortcut to one block of the page the tiles lead to: its words, its icon and the block's id. */
export const featureTile = z.strictObject({
  text,
  icon: iconName,
  sectionId: sectionHeading.shape.id.unwrap(),
});

/** Feature shortcuts under a section heading (FeatureTiles.tsx), all into the page `href` names. */
export const featureTilesCopy = sectionHeading.extend({ href, tiles: list(featureTile) });

export type FeatureTile = z.infer<typeof featureTile>;
export type FeatureTilesCopy = z.infer<typeof featureTilesCopy>;
