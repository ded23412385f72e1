/**
 * The contact page's words for the purpose a visitor came with: the hero that
 * opens the page and the form's card (title, line, Send button, the message it
 * starts with). The page renders the one its link named; the form's script
 * swaps the card when the visitor picks another purpose.
 */
import type { ContactFormCopy } from "~/components/forms/ContactForm.schema";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { type ContactPurpose, SELF_SERVE_PLANS } from "./contact-purposes";
import { CONTACT_INTENTS } from "./contact-schema";
import { fillPlaceholders } from "./copy-schema";
import { type ChosenPlan, withPlan } from "./learner-offers";

/** The form's card for one purpose; none's message is empty, for the visitor's own words. */
export interface PurposeCard {
  title: string;
  description: string;
  submit: string;
  message: string;
}

/**
 * A purpose as the form's purpose field holds it: "" for the visitor's own
 * question, else a purpose a link can name.
 */
export type PurposeKey = "" | ContactPurpose["intent"];

/**
 * Every purpose's card, as the form's purpose field offers them. A learner who
 * chose a plan starts with a message that names it.
 */
export function purposeCards(
  form: ContactFormCopy,
  plan?: ChosenPlan,
): Record<PurposeKey, PurposeCard> {
  const own = { title: form.title, description: form.description, submit: form.submit };
  const cards = Object.fromEntries(
    CONTACT_INTENTS.map((intent) => [intent, form.purposes[intent]]),
  ) as Record<ContactPurpose["intent"], PurposeCard>;
  if (plan) {
    cards.register = {
      ...cards.register,
      message: fillPlaceholders(form.plan.message, { plan: plan.name, price: plan.price }),
    };
  }
  return { "": { ...own, message: "" }, ...cards };
}

/** The contact page's words for a learner who chose a plan (copy: contact.yaml planPurpose). */
export interface PlanPurposeCopy {
  badge: string;
  title: string;
  selfServe: { intro: string; action: { label: string; href: string } };
  assisted: { intro: string };
}

/**
 * The page's opening for the plan a learner chose: its name and price, and for
 * a plan taken on the platform itself (Entry, Premium), the way there with the
 * plan; the monthly plans are set up from the form below.
 */
export function planHero(words: PlanPurposeCopy, plan: ChosenPlan): HeroCopy {
  const fill = (template: string) =>
    fillPlaceholders(template, { plan: plan.name, price: plan.price });
  const selfServe = (SELF_SERVE_PLANS as readonly string[]).includes(plan.id);
  const { action } = words.selfServe;
  return {
    badge: words.badge,
    title: fill(words.title),
    intro: fill(selfServe ? words.selfServe.intro : words.assisted.intro),
    ...(selfServe ? { actions: [{ ...action, href: withPlan(action.href, plan.id) }] } : {}),
  };
}
