import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { MONTHLY_PLANS } from "~/lib/contact-purposes";
import { link, list, text } from "~/lib/copy-schema";

/** A plan's price as search engines read it (structured data): the figure, its currency and billing period. */
export const planOffer = z.strictObject({
  value: z.number().nonnegative(),
  currency: z.enum(["CHF", "USD"]),
  /** ISO 8601: P1M a month, P3M a quarter, P1Y a year. */
  billingDuration: z.enum(["P1M", "P3M", "P1Y"]).optional(),
});

/** One priced plan; its shown price carries the figure of its offer, so the two cannot disagree. */
export const planCard = z
  .strictObject({
    /** Which plan it is, whatever its name in a language: its action carries it (`&plan=professional`). */
    id: z.enum(MONTHLY_PLANS),
    name: text,
    /** As the page's language writes it: "$29", "USD 29". */
    price: text,
    period: text,
    offer: planOffer,
    description: text,
    features: list(text),
    popular: z.boolean().optional(),
  })
  .refine(({ price, offer }) => price.includes(String(offer.value)), {
    path: ["price"],
    message: "must show the figure of offer.value",
  });

/** Priced plans side by side under a section heading (PlanCards.tsx). */
export const planCardsCopy = z.strictObject({
  heading: sectionHeading,
  plans: list(planCard),
  /** Every plan's button: one label, one target, to which each adds its plan (`&plan=starter`). */
  action: link,
  popularLabel: text,
  guarantee: text,
});

export type PlanCardCopy = z.infer<typeof planCard>;
export type PlanCardsCopy = z.infer<typeof planCardsCopy>;
