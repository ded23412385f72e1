import { z } from "astro/zod";
import { list, text } from "~/lib/copy-schema";

/** A way to run the platform: its product name, the same in every language, and what it offers. */
export const platformOption = z.strictObject({ title: text, features: list(text) });

/** The option a page recommends, by its title, and the badge that says so ("Recommended for SMCs"). */
export const platformRecommendation = z.strictObject({ option: text, badge: text });

export type PlatformOption = z.infer<typeof platformOption>;
export type PlatformRecommendation = z.infer<typeof platformRecommendation>;
