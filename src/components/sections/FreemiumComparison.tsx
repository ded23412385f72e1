import { useId } from "react";
import { SectionFrame } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { cn } from "~/lib/cn";
import type { LearnerPlan } from "~/lib/contact-purposes";
import { withPlan } from "~/lib/learner-offers";
import type { FreemiumComparisonCopy, FreemiumTier } from "./FreemiumComparison.schema";

export type { FreemiumComparisonCopy };

interface TierCardProps {
  tier: FreemiumTier;
  /** The plan the tier is: its action carries it to the page it leads to. */
  plan: LearnerPlan;
  levelsLabel: string;
  regularPriceLabel: string;
  featured?: boolean;
}

function TierCard({ tier, plan, levelsLabel, regularPriceLabel, featured = false }: TierCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        "flex flex-col rounded-3xl p-8 sm:p-10",
        featured ? "bg-brand-900 text-white shadow-xl" : "bg-white shadow-sm ring-1 ring-line",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={nameId} className="text-2xl font-bold">
          {tier.name}
        </h3>
        {tier.badge ? <Badge variant="accent">{tier.badge}</Badge> : null}
      </div>
      <p className={cn("mt-2", featured ? "text-white/80" : "text-muted")}>{tier.summary}</p>
      <ul className="mt-6 space-y-2">
        {tier.prices.map((price) => (
          <li key={price.period} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold tracking-tight">{price.amount}</span>{" "}
            <span className="font-semibold">{price.period}</span>{" "}
            {price.regular ? (
              <span className={featured ? "text-white/80" : "text-muted"}>
                {regularPriceLabel} <s>{price.regular}</s>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ul className="mt-8 flex-1 space-y-3">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon
              name="check"
              className={cn(
                "size-5 translate-y-0.5",
                featured ? "text-accent-500" : "text-accent-700",
              )}
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <p className="text-sm font-semibold tracking-wide uppercase">{levelsLabel}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tier.levels.map((level) => (
            <li key={level}>
              <Badge variant={featured ? "inverse" : "brand"}>{level}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink
        href={withPlan(tier.action.href, plan)}
        variant={featured ? "inverse" : "primary"}
        size="lg"
        className="mt-10 w-full"
      >
        {tier.action.label}
      </ButtonLink>
    </article>
  );
}

/** The free Entry tier against Premium: what each includes, which levels it opens, its price. */
export function FreemiumComparison({
  levelsLabel,
  regularPriceLabel,
  entry,
  premium,
  note,
  ...heading
}: FreemiumComparisonCopy) {
  return (
    <SectionFrame {...heading} tone="tinted">
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
        <TierCard
          tier={entry}
          plan="entry"
          levelsLabel={levelsLabel}
          regularPriceLabel={regularPriceLabel}
        />
        <TierCard
          tier={premium}
          plan="premium"
          levelsLabel={levelsLabel}
          regularPriceLabel={regularPriceLabel}
          featured
        />
      </div>
      {note ? <p className="mx-auto mt-8 max-w-2xl text-center text-muted">{note}</p> : null}
    </SectionFrame>
  );
}
