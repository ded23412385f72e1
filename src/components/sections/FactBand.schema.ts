import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";
import { iconName } from "./FeatureGrid.schema";

/** One fact of the band: an icon, a short title and a sentence. */
export const fact = z.strictObject({ icon: iconName, title: text, text });

/** A statement beside a few facts (FactBand.tsx); the statement takes the place of an intro. */
export const factBandCopy = sectionHeading
  .omit({ intro: true })
  .extend({ statement: text, facts: list(fact) });

export type Fact = z.infer<typeof fact>;
export type FactBandCopy = z.infer<typeof factBandCopy>;
