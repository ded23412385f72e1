import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import {
  fillInPremiumFacts,
  premiumFactNames,
  premiumPlans,
  unknownPremiumFacts,
} from "~/content/shared/premium-pricing";
import { link, list, text } from "~/lib/copy-schema";

/** Words that may name a Premium figure (`{premium.annual}`), shown with the figure in place. */
export const pricedText = text
  .superRefine((value, context) => {
    for (const written of unknownPremiumFacts(value)) {
      context.addIssue({
        code: "custom",
        message: `${written} is no figure of src/content/shared/premium-pricing.ts: use ${premiumFactNames.join(", ")}`,
      });
    }
  })
  .transform(fillInPremiumFacts);

type PlanName = keyof typeof premiumPlans;
const planNames = Object.keys(premiumPlans) as [PlanName, ...PlanName[]];

/**
 * A price as shown, with its regular price when it is discounted. Copy names the
 * plan; its amount, and what search engines read of it, are the plan's figures.
 */
export const priceTag = z
  .strictObject({
    plan: z.enum(planNames),
    period: text,
    regular: pricedText.optional(),
  })
  .transform(({ plan, period, regular }) => ({
    amount: premiumPlans[plan].amount,
    period,
    ...(regular === undefined ? {} : { regular }),
    offer: premiumPlans[plan].offer,
  }));

/** One side of the Entry (free) versus Premium comparison. */
export const freemiumTier = z.strictObject({
  name: text,
  summary: text,
  /** Shown beside the name, e.g. the current discount. */
  badge: pricedText.optional(),
  prices: list(priceTag),
  features: list(text),
  /** Which of the levels (Beginner, Expert, Master) the tier opens. */
  levels: list(text),
  action: link,
});

/** The free Entry tier against Premium (FreemiumComparison.tsx), under a section heading. */
export const freemiumComparisonCopy = sectionHeading.extend({
  levelsLabel: text,
  /** Introduces a struck-through regular price: "instead of". */
  regularPriceLabel: text,
  entry: freemiumTier,
  premium: freemiumTier,
  note: pricedText.optional(),
});

export type FreemiumTier = z.infer<typeof freemiumTier>;
export type FreemiumComparisonCopy = z.infer<typeof freemiumComparisonCopy>;
