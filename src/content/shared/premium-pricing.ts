import type { Offer } from "~/lib/structured-data";

/**
 * Premium for individual learners, in CHF (spec §9). The German and landing pages
 * phrase it in their language; the figures live here only.
 */
export const premiumPricing = {
  annual: 270,
  /** The annual price outside the limited-time offer. */
  annualRegular: 450,
  quarterly: 110,
} as const;

/** 40: derived, so the advertised discount can never disagree with the prices. */
export const premiumDiscountPercent = Math.round(
  (1 - premiumPricing.annual / premiumPricing.annualRegular) * 100,
);

/** Swiss notation: the currency code before the amount, joined by a no-break space. */
export function chf(amount: number): string {
  return `CHF\u00A0${amount}`;
}

/** A CHF price, as shown and as structured data reads it. */
export function chfPrice(value: number, billingDuration?: Offer["billingDuration"]) {
  return { amount: chf(value), offer: { value, currency: "CHF", billingDuration } } as const;
}
