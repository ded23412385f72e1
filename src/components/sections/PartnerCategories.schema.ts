import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { text } from "~/lib/copy-schema";

/** The kinds of partner, in the order the page shows them (content/shared/partners.ts sorts each partner into one). */
export const partnerCategory = z.enum(["technology", "solution", "network"]);

/**
 * The words of the partner cards (PartnerCategories.tsx): the heading, how a card
 * counts its partners ("{count}" is the number) and what each kind of partner
 * does. The partners and the kinds' names are shared data the page passes beside it.
 */
export const partnerCategoriesCopy = sectionHeading.extend({
  countLabel: z.strictObject({ one: text, other: text }),
  descriptions: z.record(partnerCategory, text),
});

export type PartnerCategory = z.infer<typeof partnerCategory>;
export type PartnerCategoriesCopy = z.infer<typeof partnerCategoriesCopy>;
