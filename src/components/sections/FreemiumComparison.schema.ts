import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";
import type { Offer } from "~/lib/structured-data";

/** What search engines read of a price (lib/structured-data.ts). */
const offer: z.ZodType<Offer> = z.strictObject({
  value: z.number().nonnegative(),
  currency: z.enum(["CHF", "USD"]),
  /** ISO 8601 duration; none for a free tier. */
  billingDuration: z.enum(["P1M", "P3M", "P1Y"]).optional(),
});

/** A price as shown, with its regular price when it is discounted. */
export const priceTag = z.strictObject({
  amount: text,
  period: text,
  regular: text.optional(),
  offer,
});

/** One side of the Entry (free) versus Premium comparison. */
export const freemiumTier = z.strictObject({
  name: text,
  summary: text,
  /** Shown beside the name, e.g. the current discount. */
  badge: text.optional(),
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
  note: text.optional(),
});

export type FreemiumTier = z.infer<typeof freemiumTier>;
export type FreemiumComparisonCopy = z.infer<typeof freemiumComparisonCopy>;
