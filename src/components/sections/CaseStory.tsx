import { useId } from "react";
import { TestimonialCard } from "~/components/cards/TestimonialCard";
import type { SectionTone } from "~/components/headers/SectionFrame";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { assetUrl } from "~/site.config";
import type { CaseStoryCopy } from "./CaseStory.schema";

export type { CaseStoryCopy };

/**
 * The proof a company buyer looks for before talking to sales, in one band: a
 * story like theirs with the results it is about, a customer of their size in
 * their own words, and the logos of others. The label says what kind of story it
 * is; the heading opens the story's card, so the band costs no header of its own.
 */
export function CaseStory({
  id,
  eyebrow,
  title,
  intro,
  label,
  story,
  resultsTitle,
  results,
  quote,
  logosLabel,
  logos,
  tone,
}: CaseStoryCopy & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal className="grid gap-6 lg:grid-cols-5 lg:gap-8">
        <Card className="lg:col-span-3">
          <SectionHeader
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            headingId={headingId}
            align="start"
            spaced={false}
          />
          <Badge variant="accent" className="mt-6">
            {label}
          </Badge>
          <p className="mt-3 text-pretty">{story}</p>
          <h3 className="mt-6 font-semibold">{resultsTitle}</h3>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            {results.map((result) => (
              <div key={result.label} className="flex flex-col border-l-2 border-accent-500 pl-3">
                <dt className="order-2 text-sm text-muted">{result.label}</dt>
                <dd className="order-1 text-2xl font-bold tracking-tight text-brand-600">
                  {result.number}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <TestimonialCard {...quote} />
          <div>
            <p className="text-center text-sm font-semibold tracking-wide text-muted uppercase">
              {logosLabel}
            </p>
            <ul className="mt-4 grid grid-cols-3 items-center gap-x-4 gap-y-3">
              {logos.map((logo) => (
                <li key={logo.logo} className="flex justify-center">
                  <img
                    src={assetUrl(logo.logo)}
                    alt={logo.alt}
                    width={240}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full max-w-32 opacity-80 sm:max-w-40"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Reveal>
    </Section>
  );
}
