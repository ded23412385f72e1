/**
 * The purposes a link to the contact page can name: an intent, and with the
 * register intent a learner's plan. Read by the route table, the copy's link
 * checks, the pages and the server; the browser's form script needs none of it.
 */
import { CONTACT_INTENTS, type ContactIntent, readIntent } from "./contact-schema";

/**
 * The learners' plans a link to the register purpose can name
 * (`/contact?intent=register&plan=professional`), so the page says which one the
 * visitor chose: Entry and Premium, which a learner takes on the platform, and the
 * monthly plans of /individuals2, which our team sets up.
 *
 * Plans a learner registers for on the platform itself, billed in CHF: */
export const SELF_SERVE_PLANS = ["entry", "premium"] as const;
/** The monthly plans of /individuals2, billed in USD, which our team sets up. */
export const MONTHLY_PLANS = ["starter", "professional", "enterprise"] as const;
export const LEARNER_PLANS = [...SELF_SERVE_PLANS, ...MONTHLY_PLANS] as const;

export type LearnerPlan = (typeof LEARNER_PLANS)[number];

export function readPlan(value: unknown): LearnerPlan | undefined {
  return LEARNER_PLANS.find((plan) => plan === value);
}

/** Why a visitor came to the contact page, and for registering, the plan they chose. */
export interface ContactPurpose {
  intent: ContactIntent;
  plan?: LearnerPlan;
}

/** Every purpose a link can name: each intent, and registering for each plan. */
export const CONTACT_PURPOSES: readonly ContactPurpose[] = [
  ...CONTACT_INTENTS.map((intent) => ({ intent })),
  ...LEARNER_PLANS.map((plan) => ({ intent: "register" as const, plan })),
];

/**
 * The purpose a link's query names (`intent`, and `plan` with the register
 * intent), or undefined for none; a plan we do not know, or beside another
 * intent, is left out, so a mistyped link still shows its purpose.
 */
export function readPurpose(intent: unknown, plan: unknown): ContactPurpose | undefined {
  const known = readIntent(intent);
  if (!known) return undefined;
  const chosen = known === "register" ? readPlan(plan) : undefined;
  return chosen ? { intent: known, plan: chosen } : { intent: known };
}

/** The query of a link to the contact page with a purpose: "?intent=register&plan=entry". */
export function purposeQuery({ intent, plan }: ContactPurpose): string {
  return plan ? `?intent=${intent}&plan=${plan}` : `?intent=${intent}`;
}
