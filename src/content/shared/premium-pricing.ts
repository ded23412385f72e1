import type { Offer } from "~/lib/structured-data";

/**
 * Premium for individual learners, in CHF (spec §9). The figures live here only:
 * copy names a plan by its key (`plan: annual`) and writes a figure as a
 * placeholder (`{premium.annual}`), so no language's words can disagree with them.
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

/**
 * Swiss notation: the currency code before the amount, joined by a no-break space.
 * Both languages are written for Switzerland and src/locales.ts gives no number
 * format, so every language shows a price alike.
 */
export function chf(amount: number): string {
  return `CHF\u00A0${amount}`;
}

/** A CHF price, as shown and as structured data reads it. */
export function chfPrice(value: number, billingDuration?: Offer["billingDuration"]) {
  return { amount: chf(value), offer: { value, currency: "CHF", billingDuration } } as const;
}

/** The plans a price in copy names (`plan: annual`). */
export const premiumPlans = {
  free: chfPrice(0),
  annual: chfPrice(premiumPricing.annual, "P1Y"),
  quarterly: chfPrice(premiumPricing.quarterly, "P3M"),
};

/** What copy's `{premium.…}` placeholders stand for, as the page shows it. */
const premiumFacts: Record<string, string> = {
  annual: chf(premiumPricing.annual),
  annualRegular: chf(premiumPricing.annualRegular),
  quarterly: chf(premiumPricing.quarterly),
  // The number alone: copy writes the sign as its language sets it (40%, 40\u202F%).
  discountPercent: String(premiumDiscountPercent),
};

const placeholder = /\{premium\.(\w+)\}/g;

/** The placeholders in `text` that name no figure, as written ("{premium.anual}"). */
export function unknownPremiumFacts(text: string): string[] {
  return [...text.matchAll(placeholder)]
    .filter(([, key = ""]) => !Object.hasOwn(premiumFacts, key))
    .map(([written]) => written);
}

export const premiumFactNames = Object.keys(premiumFacts).map((key) => `{premium.${key}}`);

/** `text` with each `{premium.…}` placeholder replaced by its figure. */
export function fillInPremiumFacts(text: string): string {
  return text.replace(placeholder, (written, key: string) => premiumFacts[key] ?? written);
}
