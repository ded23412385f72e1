import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** A way to run the platform: its product name, the same in every language, and what it offers. */
export const platformOption = z.strictObject({ title: text, features: list(text) });

/** The option a page recommends, by its title, and the badge that says so ("Recommended for SMCs"). */
export const platformRecommendation = z.strictObject({ option: text, badge: text });

/** The ways to run the platform under a section heading (PlatformOptions.tsx). */
export const platformOptionsCopy = sectionHeading.extend({
  options: list(platformOption),
  recommended: platformRecommendation.optional(),
});

export type PlatformOption = z.infer<typeof platformOption>;
export type PlatformRecommendation = z.infer<typeof platformRecommendation>;
export type PlatformOptionsCopy = z.infer<typeof platformOptionsCopy>;
