import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { cn } from "~/lib/cn";
import type { CardColour, SolutionCard, SolutionCardsCopy } from "./SolutionCards.schema";

export type { CardColour, SolutionCard, SolutionCardsCopy };

const colourClasses: Record<CardColour, { bar: string; chip: string; check: string }> = {
  brand: { bar: "bg-brand-600", chip: "bg-brand-100 text-brand-700", check: "text-brand-600" },
  accent: { bar: "bg-accent-500", chip: "bg-accent-100 text-accent-700", check: "text-accent-700" },
  ink: { bar: "bg-ink", chip: "bg-line text-ink", check: "text-ink" },
};

/** Audience cards: icon, title, description, a checklist of features and a link onwards. */
export function SolutionCards({
  id,
  eyebrow,
  title,
  intro,
  items,
  linkLabel,
  tone,
}: SolutionCardsCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => {
          const colour = colourClasses[item.colour];
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
                <p className="mt-2 text-muted">{item.description}</p>
                <ul className="mt-6 mb-8 space-y-3 md:max-lg:col-start-2 md:max-lg:row-span-4 md:max-lg:row-start-1 md:max-lg:my-0">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Icon name="check" className={cn("mt-0.5 size-5", colour.check)} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <ButtonLink
                  href={item.href}
                  variant="secondary"
                  className="mt-auto self-start md:max-lg:mt-6 md:max-lg:justify-self-start"
                >
                  {linkLabel}
                  {/* Names the link by its card for screen readers, search engines and link lists. */}
                  <span className="sr-only">— {item.title}</span>
                  <Icon name="arrow-right" className="size-5" />
                </ButtonLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
