import { useId } from "react";
import type { SectionTone } from "~/components/headers/SectionFrame";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { StepMarker, stepNumber } from "~/components/ui/StepMarker";
import type { ProcessStepsCopy } from "./ProcessSteps.schema";

export type { ProcessStepsCopy };

/**
 * An ordered sequence read top to bottom along one line, so any number of steps
 * fits without an empty slot; on wide screens the heading stays beside it.
 */
export function ProcessSteps({
  id,
  eyebrow,
  title,
  intro,
  steps,
  tone,
}: ProcessStepsCopy & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal className="grid gap-x-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <SectionHeader
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            headingId={headingId}
            align="start"
            className="lg:sticky lg:top-[calc(var(--header-height)+3rem)]"
          />
        </div>
        <ol className="relative">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-5 pb-8 last:pb-0 sm:gap-6 sm:pb-10 xl:pb-6"
            >
              {/* The line from this step's marker down to the next one. */}
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-14 bottom-0 left-6 w-px -translate-x-1/2 bg-brand-200"
                />
              ) : null}
              <StepMarker icon={step.icon} />
              {/* On wide screens each step's title and text share a row: seven steps in about a screen. */}
              <div className="pt-2.5 sm:pt-1 xl:grid xl:flex-1 xl:grid-cols-[15rem_minmax(0,1fr)] xl:gap-x-8">
                <p
                  aria-hidden="true"
                  className="hidden text-xs font-semibold tracking-wide text-brand-600 tabular-nums sm:block"
                >
                  {stepNumber(index, steps.length)}
                </p>
                <h3 className="text-xl font-semibold text-balance sm:mt-1 xl:col-start-1 xl:row-start-2">
                  {step.title}
                </h3>
                <p className="mt-1 max-w-xl text-muted sm:mt-2 xl:col-start-2 xl:row-start-2 xl:mt-1 xl:pt-0.5">
                  {step.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Reveal>
    </Section>
  );
}
