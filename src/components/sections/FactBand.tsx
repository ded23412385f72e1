import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Icon } from "~/components/icons/Icon";
import { Reveal } from "~/components/ui/Reveal";
import type { Fact, FactBandCopy } from "./FactBand.schema";

export type { Fact, FactBandCopy };

/**
 * A dark band split in two: a statement on one side, a few facts on the other.
 * The facts are a ruled list rather than cards, so the band reads as one answer
 * and not as yet another grid of features.
 */
export function FactBand({ id, eyebrow, title, statement, facts, more }: FactBandCopy) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24 lg:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute bottom-0 left-0 -z-10 size-[32rem] -translate-x-1/3 translate-y-1/3 rounded-full bg-brand-500/30 blur-3xl"
      />
      <Reveal className="mx-auto grid w-full max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-20 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeader
            eyebrow={eyebrow}
            title={title}
            intro={statement}
            headingId={headingId}
            align="start"
            tone="dark"
            spaced={false}
          />
          {more ? (
            <a
              href={more.href}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-2 hover:text-accent-100"
            >
              {more.label}
              <Icon name="arrow-right" className="size-4" />
            </a>
          ) : null}
        </div>
        <ul className="divide-y divide-white/15 border-y border-white/15 lg:col-span-3">
          {facts.map((fact) => (
            // On a phone the sentence runs under the icon too, so it takes the band's full width.
            <li
              key={fact.title}
              className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 py-5 sm:items-start sm:gap-x-5 sm:py-6"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-500 sm:row-span-2 sm:size-11">
                <Icon name={fact.icon} className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{fact.title}</h3>
              <p className="col-span-2 text-pretty text-white/75 sm:col-span-1 sm:col-start-2">
                {fact.text}
              </p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
