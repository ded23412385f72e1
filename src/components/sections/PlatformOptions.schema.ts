import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { platformRecommendation } from "./PlatformOptionCards.schema";

/**
 * The ways to run the platform as a section of their own (PlatformOptions.tsx): the
 * page's heading over them, and the option it recommends, if any. The options
 * themselves are company-offers.yaml's, which the company pages show too: the page
 * names that item (`ref("company-offers")`) and passes its options in.
 */
export const platformOptionsCopy = sectionHeading.extend({
  recommended: platformRecommendation.optional(),
});

export type PlatformOptionsCopy = z.infer<typeof platformOptionsCopy>;
