import type { FreemiumComparisonCopy } from "~/components/sections/FreemiumComparison.schema";
import type { OfferLadderCopy } from "~/components/sections/OfferLadder.schema";
import type { PlanCardsCopy } from "~/components/sections/PlanCards.schema";
import type { LearnerPlan } from "./contact-purposes";

/**
 * What an offer's own data says (its name, what it is for, its amount), given by
 * the page beside the ladder's words, so a name or price is written in one place only.
 */
export type OfferFacts = {
  name: string;
  summary: string;
  /** The amount the row's price words are written around, e.g. "$29". */
  price?: string;
  /** Set beside the name, e.g. "Most Popular". */
  badge?: string;
};

/**
 * The learners' offers by plan: `entry` and `premium` from their comparison, each
 * monthly plan by its id, so the ladder repeats no name, summary or price its
 * pages' other sections already state.
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
        plan.id,
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

/** A fact the row needs from its offer's data; a build without it would show a blank. */
export function factsOf(offers: Readonly<Record<string, OfferFacts>>, offer: string): OfferFacts {
  const facts = offers[offer];
  if (!facts) throw new Error(`OfferLadder: the page gives no facts for the "${offer}" row`);
  return facts;
}

/** A row's price words with its offer's amount written in ("{amount} a month": "$29 a month"). */
export function priceLine(words: string, facts: OfferFacts, offer: string): string {
  if (!words.includes("{amount}")) return words;
  if (facts.price === undefined) {
    throw new Error(
      `OfferLadder: the "${offer}" row's price needs an amount its offer does not give`,
    );
  }
  return words.replace("{amount}", facts.price);
}

/** A learner's plan as the contact page names the visitor's choice: its name and its price. */
export interface ChosenPlan {
  id: LearnerPlan;
  name: string;
  price: string;
}

/** The plan a link named, with its name and its price line as the ladder states them. */
export function chosenPlan(
  id: LearnerPlan,
  ladder: OfferLadderCopy,
  offers: Readonly<Record<string, OfferFacts>>,
): ChosenPlan {
  const row = ladder.steps.flatMap((step) => step.rows).find((candidate) => candidate.offer === id);
  if (!row) throw new Error(`offer-ladders.yaml has no row for the "${id}" plan`);
  const facts = factsOf(offers, id);
  return { id, name: facts.name, price: priceLine(row.price, facts, id) };
}

/**
 * A plan's action with the plan added to its link, so the page it leads to
 * knows the choice: "/contact?intent=register" becomes "…&plan=starter", the
 * platform's registration "…/register?plan=premium".
 */
export function withPlan(href: string, plan: LearnerPlan): string {
  const [address = "", fragment] = href.split("#");
  const joined = `${address}${address.includes("?") ? "&" : "?"}plan=${plan}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}
