import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";
import { logo } from "./LogoStrip.schema";

/** The kinds of partner, in the order the page shows them (each partner in partner-logos.yaml is of one). */
export const partnerCategory = z.enum(["technology", "solution", "network"]);

/** A partner's logo and its kind, an item of partner-logos.yaml. */
export const partnerLogo = logo.extend({ category: partnerCategory });

/**
 * The partner cards (PartnerCategories.tsx): the heading, the partners it sorts
 * by their kind (each named by its id in partner-logos.yaml), how a card counts
 * them ("{count}" is the number), and each kind's name and what it does.
 */
export const partnerCategoriesCopy = sectionHeading.extend({
  partners: list(ref("partner-logos")),
  countLabel: z.strictObject({ one: text, other: text }),
  names: z.record(partnerCategory, text),
  descriptions: z.record(partnerCategory, text),
});

export type PartnerCategory = z.infer<typeof partnerCategory>;
export type PartnerLogo = z.infer<typeof partnerLogo>;
export type PartnerCategoriesCopy = Resolved<z.infer<typeof partnerCategoriesCopy>, SharedItems>;
