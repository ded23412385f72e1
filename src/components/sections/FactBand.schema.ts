import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { link, list, text } from "~/lib/copy-schema";
import { iconName } from "./FeatureGrid.schema";

/** One fact of the band: an icon, a short title and a sentence; an item of security-facts.yaml. */
export const fact = z.strictObject({ icon: iconName, title: text, text });

/**
 * A statement beside a few facts (FactBand.tsx); the statement takes the place of an
 * intro. The facts are named by their ids in security-facts.yaml, so the company pages
 * and /security say the same thing in the same words. `more` leads to the whole story.
 */
export const factBandCopy = sectionHeading.omit({ intro: true }).extend({
  statement: text,
  facts: list(ref("security-facts")),
  more: link.optional(),
});

export type Fact = z.infer<typeof fact>;
export type FactBandCopy = Resolved<z.infer<typeof factBandCopy>, SharedItems>;
