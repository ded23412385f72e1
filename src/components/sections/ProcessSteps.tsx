import { Icon } from "~/components/icons/Icon";
import type { FeatureCard, SectionHeading } from "~/content/types";
import { SectionFrame, type SectionTone } from "./SectionFrame";

export interface ProcessStepsContent extends SectionHeading {
  steps: readonly FeatureCard[];
}

/** An ordered sequence, numbered and read left to right (top to bottom on phones). */
export function ProcessSteps({
  id,
  eyebrow,
  title,
  intro,
  steps,
  tone,
}: ProcessStepsContent & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white">
                <Icon name={step.icon} />
              </span>
              <span
                aria-hidden="true"
                className="text-sm font-semibold text-brand-600 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
