import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { cn } from "~/lib/cn";
import type { ImpactStat, ImpactStatsCopy } from "./ImpactStats.schema";

export type { ImpactStat, ImpactStatsCopy };

/** Key figures as tiles: a large number, its label and one line of context. */
export function ImpactStats({
  id,
  eyebrow,
  title,
  intro,
  stats,
  tone,
}: ImpactStatsCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <dl
        className={cn(
          "grid grid-cols-2 gap-4 sm:gap-6",
          // Two figures sit side by side in the middle instead of half a row of four.
          stats.length === 2 ? "mx-auto max-w-3xl" : "lg:grid-cols-4",
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl bg-white p-4 text-center ring-1 ring-line sm:p-6"
          >
            <dt className="order-2 mt-2 font-semibold">{stat.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-brand-600 sm:text-4xl">
              {stat.number}
            </dd>
            <dd className="order-3 mt-2 text-sm text-muted">{stat.description}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
