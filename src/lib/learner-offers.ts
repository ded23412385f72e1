import type { FreemiumComparisonCopy } from "~/components/sections/FreemiumComparison.schema";
import type { OfferFacts } from "~/components/sections/OfferLadder";
import type { PlanCardsCopy } from "~/components/sections/PlanCards.schema";

/**
 * The learners' offers as the ladder's rows name them: `entry` and `premium` from
 * their comparison, each monthly plan by its name, so the ladder repeats no name,
 * summary or price its pages' other sections already state.
 */
export function learnerOffers(
  freemium: FreemiumComparisonCopy,
  monthly: PlanCardsCopy,
): Record<string, OfferFacts> {
  const tier = ({ name, summary }: FreemiumComparisonCopy["entry"]) => ({ name, summary });
  return {
    entry: tier(freemium.entry),
    premium: tier(freemium.premium),
    ...Object.fromEntries(
      monthly.plans.map((plan) => [
        plan.name,
        {
          name: plan.name,
          summary: plan.description,
          price: plan.price,
          ...(plan.popular ? { badge: monthly.popularLabel } : {}),
        },
      ]),
    ),
  };
}
