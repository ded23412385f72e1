import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { text } from "~/lib/copy-schema";

/**
 * The words around the partner carousel (PartnerLogos.tsx). The logos are shared
 * data and the carousel's controls speak the site's words (copy/<locale>/ui.yaml): the
 * page passes both beside the copy.
 */
export const partnerLogosCopy = sectionHeading.extend({
  /** Names the carousel region for screen readers. */
  carouselLabel: text,
});

export type PartnerLogosCopy = z.infer<typeof partnerLogosCopy>;
