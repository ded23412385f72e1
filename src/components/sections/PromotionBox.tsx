import { useId } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Section } from "~/components/ui/Section";
import type { PromotionBoxCopy } from "./PromotionBox.schema";

export type { PromotionBoxCopy };

/** A time-limited offer, led by its figure in a large roundel. */
export function PromotionBox({ figure, figureLabel, title, text, action }: PromotionBoxCopy) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 rounded-3xl bg-linear-to-br from-accent-100 to-brand-50 p-8 text-center ring-1 ring-accent-500/30 sm:p-12 md:flex-row md:text-left">
        <p className="grid size-36 shrink-0 place-content-center rounded-full bg-accent-700 text-center text-white shadow-lg">
          <span className="text-5xl leading-none font-bold tracking-tight">{figure}</span>
          <span className="mt-1 text-sm font-semibold tracking-wide uppercase">{figureLabel}</span>
        </p>
        <div className="flex-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-muted">{text}</p>
        </div>
        <ButtonLink href={action.href} size="lg" className="shrink-0">
          {action.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
