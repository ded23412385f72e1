import { z } from "astro/zod";
import { link, text } from "~/lib/copy-schema";

/**
 * A time-limited offer (PromotionBox.tsx), led by its figure ("40%"). Today's offer
 * is shared data (content/shared/freemium.ts), priced from premium-pricing.ts.
 */
export const promotionBoxCopy = z.strictObject({
  figure: text,
  figureLabel: text,
  title: text,
  text,
  action: link,
});

export type PromotionBoxCopy = z.infer<typeof promotionBoxCopy>;
