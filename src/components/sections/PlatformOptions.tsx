import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import type { PlatformOption, SectionHeading } from "~/content/types";
import { cn } from "~/lib/cn";
import { SectionFrame, type SectionTone } from "./SectionFrame";

export interface PlatformOptionsContent extends SectionHeading {
  options: readonly PlatformOption[];
  /** Badge text on the option marked `popular`, e.g. "Recommended for SMCs". */
  popularBadge?: string;
}

/** The ways to run the platform side by side; a page may highlight the one it recommends. */
export function PlatformOptions({
  id,
  eyebrow,
  title,
  intro,
  options,
  popularBadge,
  tone,
}: PlatformOptionsContent & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {options.map((option) => {
          const highlighted = Boolean(option.popular && popularBadge);
          return (
            <li key={option.title} className="flex">
              <Card className={cn("flex-1", highlighted && "ring-2 ring-brand-600")}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="text-2xl font-semibold">{option.title}</h3>
                  {highlighted ? <Badge>{popularBadge}</Badge> : null}
                </div>
                <ul className="mt-6 space-y-3">
                  {option.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Icon name="check" className="mt-0.5 size-5 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
