import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import type { Audience } from "~/content/navigation";
import { cn } from "~/lib/cn";
import type { CardColour, SolutionCard, SolutionCardsCopy } from "./SolutionCards.schema";

export type { CardColour, SolutionCard, SolutionCardsCopy };

const colourClasses: Record<CardColour, { bar: string; chip: string; check: string }> = {
  brand: { bar: "bg-brand-600", chip: "bg-brand-100 text-brand-700", check: "text-brand-600" },
  accent: { bar: "bg-accent-500", chip: "bg-accent-100 text-accent-700", check: "text-accent-700" },
  ink: { bar: "bg-ink", chip: "bg-line text-ink", check: "text-ink" },
};

interface SolutionCardsProps extends SolutionCardsCopy {
  tone?: SectionTone;
  /** Whom each card's page serves and its audience's next steps, by the page's link (the site chrome's). */
  audiences: readonly Audience[];
}

/**
 * Audience cards: icon, title, whom it serves, description, a checklist of
 * features, the audience's next steps and a link onwards.
 */
export function SolutionCards({
  id,
  eyebrow,
  title,
  intro,
  items,
  linkLabel,
  tone,
  audiences,
}: SolutionCardsProps) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => {
          const colour = colourClasses[item.colour];
          const audience = audiences.find((candidate) => candidate.href === item.href);
          return (
            <li key={item.href} className="flex">
              <Card
                className={cn(
                  "relative flex flex-1 flex-col overflow-hidden",
                  // On a tablet the card runs the page's width: what it is beside what it holds.
                  "md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:content-start md:max-lg:gap-x-10",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn("absolute inset-x-0 top-0 h-1.5", colour.bar)}
                />
                <span
                  className={cn(
                    "inline-flex size-12 items-center justify-center rounded-xl",
                    colour.chip,
                  )}
                >
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">{item.title}</h3>
                {audience ? (
                  <p
                    className={cn(
                      "mt-2 self-start rounded-full px-3 py-1 text-sm font-semibold md:max-lg:justify-self-start",
                      colour.chip,
                    )}
                  >
                    {audience.serves}
                  </p>
                ) : null}
                <p className="mt-2 text-muted">{item.description}</p>
                <ul className="mt-6 mb-8 space-y-3 md:max-lg:col-start-2 md:max-lg:row-span-4 md:max-lg:row-start-1 md:max-lg:my-0">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Icon name="check" className={cn("mt-0.5 size-5", colour.check)} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap gap-3 md:max-lg:mt-6">
                  {audience?.nextSteps.map((step, index) => (
                    <ButtonLink
                      key={step.href}
                      href={step.href}
                      variant={index === 0 ? "primary" : "secondary"}
                    >
                      {step.label}
                    </ButtonLink>
                  ))}
                  <ButtonLink href={item.href} variant="secondary">
                    {linkLabel}
                    {/* Names the link by its card for screen readers, search engines and link lists. */}
                    <span className="sr-only">— {item.title}</span>
                    <Icon name="arrow-right" className="size-5" />
                  </ButtonLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
