import { z } from "astro/zod";
import { link, text } from "~/lib/copy-schema";
import { pricedText } from "./FreemiumComparison.schema";

/**
 * A time-limited offer (PromotionBox.tsx), led by its figure ("40%"), an item of
 * promotions.yaml; its figures are premium-pricing.ts's (`{premium.discountPercent}`).
 */
export const promotionBoxCopy = z.strictObject({
  figure: pricedText,
  figureLabel: text,
  title: pricedText,
  text: pricedText,
  action: link,
});

export type PromotionBoxCopy = z.infer<typeof promotionBoxCopy>;
