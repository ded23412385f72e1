import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Card } from "~/components/ui/Card";
import { cn } from "~/lib/cn";
import type { FeatureCard, FeatureGridCopy } from "./FeatureGrid.schema";

export type { FeatureCard, FeatureGridCopy };

const columnClasses = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

interface FeatureGridProps extends FeatureGridCopy {
  columns?: keyof typeof columnClasses;
  tone?: SectionTone;
}

/** A titled grid of icon cards (h3 + text), such as platform capabilities or success factors. */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  intro,
  items,
  columns = 3,
  tone,
}: FeatureGridProps) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className={cn("grid gap-4 sm:gap-6", columnClasses[columns])}>
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="flex-1">
              {/* On a phone the icon sits beside the title: a card a line shorter, six of them a screen. */}
              <div className="flex items-center gap-4 sm:block">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-xl font-semibold text-balance sm:mt-5">{item.title}</h3>
              </div>
              <p className="mt-2 text-muted">{item.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
