import { useId } from "react";
import { SectionFrame } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { cn } from "~/lib/cn";
import { withPlan } from "~/lib/learner-offers";
import type { PlanCardsCopy } from "./PlanCards.schema";

export type { PlanCardsCopy };

/** Priced plans side by side; the popular one is raised and badged; each action carries its plan. */
export function PlanCards({ heading, plans, action, popularLabel, guarantee }: PlanCardsCopy) {
  const planId = useId();
  return (
    <SectionFrame {...heading} tone="tinted">
      <ul className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3">
        {plans.map((plan, index) => {
          const nameId = `${planId}-${index}`;
          return (
            <li
              key={plan.name}
              className={cn(
                "flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-line",
                plan.popular && "shadow-xl ring-2 ring-brand-600 lg:-my-4 lg:py-12",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 id={nameId} className="text-xl font-bold">
                  {plan.name}
                </h3>
                {plan.popular ? <Badge>{popularLabel}</Badge> : null}
              </div>
              <p className="mt-2 text-muted">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-x-2">
                <span className="text-5xl font-bold tracking-tight">{plan.price}</span>{" "}
                <span className="font-semibold text-muted">{plan.period}</span>
              </p>
              <ul className="mt-8 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Icon name="check" className="size-5 translate-y-0.5 text-accent-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={withPlan(action.href, plan.id)}
                variant={plan.popular ? "primary" : "secondary"}
                className="mt-8 w-full"
                aria-describedby={nameId}
              >
                {action.label}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-12 flex w-fit max-w-xl items-center gap-4 rounded-2xl bg-white px-5 py-4 font-semibold text-balance shadow-sm ring-1 ring-line">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Icon name="shield" />
        </span>
        {guarantee}
      </p>
    </SectionFrame>
  );
}
