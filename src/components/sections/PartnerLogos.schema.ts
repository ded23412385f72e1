import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/**
 * The partner carousel (PartnerLogos.tsx): its heading and its logos, each named
 * by its id in partner-logos.yaml. The carousel's controls speak the site's words
 * (copy/<locale>/ui.yaml): the page passes them beside the copy.
 */
export const partnerLogosCopy = sectionHeading.extend({
  partners: list(ref("partner-logos")),
  /** Names the carousel region for screen readers. */
  carouselLabel: text,
});

export type PartnerLogosCopy = Resolved<z.infer<typeof partnerLogosCopy>, SharedItems>;
