import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { StepMarker, stepNumber } from "~/components/ui/StepMarker";
import type { FeatureGridCopy } from "./FeatureGrid";

/**
 * A few stages read in order along one track, left to right on wide screens,
 * two by two on a phone: the short version of a journey, without cards, so it
 * does not repeat the look of the fuller sections around it.
 */
export function StageFlow({
  id,
  eyebrow,
  title,
  intro,
  items,
  tone,
}: FeatureGridCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 lg:gap-x-10">
        {items.map((item, index) => (
          <li key={item.title} className="relative">
            {/* The track from this stage to the next, on one row only. */}
            {index < items.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-6 left-16 hidden h-px bg-brand-200 lg:-right-10 lg:block"
              />
            ) : null}
            <StepMarker icon={item.icon} />
            <p
              aria-hidden="true"
              className="mt-4 text-xs font-semibold tracking-wide text-brand-600 tabular-nums"
            >
              {stepNumber(index)}
            </p>
            <h3 className="mt-1 text-lg font-semibold sm:text-xl">{item.title}</h3>
            <p className="mt-1 text-muted">{item.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
