import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { ComparisonTableContent } from "~/components/sections/ComparisonTable";
import type { PlanCard, PlanCardsProps } from "~/components/sections/PlanCards";
import type { Localized, PageCopy } from "./page-copy";

/** A monthly plan price, as shown and as structured data reads it. */
function monthlyUsd(value: number) {
  return {
    price: `$${value}`,
    period: "per month",
    offer: { value, currency: "USD", billingDuration: "P1M" },
  } as const;
}

const plans = [
  {
    name: "Starter",
    ...monthlyUsd(29),
    description: "A solid start for curious beginners.",
    features: ["50+ learning modules", "5 AI playgrounds", "Basic certification"],
  },
  {
    name: "Professional",
    ...monthlyUsd(79),
    description: "For professionals who want to lead with AI.",
    features: [
      "200+ learning modules",
      "Unlimited AI playgrounds",
      "Advanced certifications",
      "Personal mentoring",
    ],
    popular: true,
  },
  {
    name: "Enterprise",
    ...monthlyUsd(149),
    description: "Everything we offer, with a personal contact.",
    features: ["Everything in Professional", "Unlimited content", "Dedicated success manager"],
  },
] satisfies readonly PlanCard[];

type IndividualsPlansCopy = PageCopy & {
  plans: PlanCardsProps;
  comparison: ComparisonTableContent;
  questions: CallToActionContent;
};

export const individualsPlansCopy = {
  en: {
    meta: {
      title: "Plans for Individual Learners",
      description:
        "Starter, Professional and Enterprise plans for individual AI learners, with a 14-day money-back guarantee.",
    },
    hero: {
      badge: "Plans and pricing",
      title: "Choose Your AI Learning Plan",
      intro: "Flexible monthly plans for every ambition, each with a 14-day money-back guarantee.",
    },
    plans: {
      heading: {
        eyebrow: "Plans",
        title: "Simple Monthly Pricing",
        intro: "All prices in US dollars. Change or cancel your plan at any time.",
      },
      plans,
      action: { label: "Get Started", href: "/contact" },
      popularLabel: "Most Popular",
      guarantee:
        "14-day money-back guarantee: if your plan is not right for you, you get your money back.",
    },
    comparison: {
      eyebrow: "Compare",
      title: "Every Plan, Feature by Feature",
      caption: "Starter, Professional and Enterprise compared",
      columns: plans.map((plan) => plan.name),
      highlight: "Professional",
      rows: [
        { label: "Price per month", values: plans.map((plan) => plan.price) },
        { label: "Learning modules", values: ["50+", "200+", "Unlimited"] },
        { label: "AI playgrounds", values: ["5", "Unlimited", "Unlimited"] },
        { label: "Certification", values: ["Basic", "Advanced", "Advanced"] },
        { label: "Personal mentoring", values: [false, true, true] },
        { label: "Dedicated success manager", values: [false, false, true] },
        { label: "14-day money-back guarantee", values: [true, true, true] },
      ],
      included: "Included",
      notIncluded: "Not included",
    },
    questions: {
      title: "Questions About the Plans?",
      text: "We are happy to help you choose, or to put together an offer for your team.",
      action: { label: "Contact Us", href: "/contact" },
    },
  },
} satisfies Localized<IndividualsPlansCopy, "en">;
