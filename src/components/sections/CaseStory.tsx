import { useId } from "react";
import { TestimonialCard } from "~/components/cards/TestimonialCard";
import type { SectionTone } from "~/components/headers/SectionFrame";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Icon } from "~/components/icons/Icon";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { assetUrl } from "~/site.config";
import type { CaseStoryCopy, CaseStoryItem } from "./CaseStory.schema";

export type { CaseStoryCopy, CaseStoryItem };

/** Who the customer is: their wordmark, if they are a company, and a line about them. */
export function StoryCustomer({ customer, about, logo }: CaseStoryItem) {
  return (
    // The wordmarks are drawn wider than their words: the line sits under it, not beside it.
    <div className="flex flex-col items-start gap-2">
      {logo ? (
        <img
          src={assetUrl(logo.src)}
          alt={logo.alt}
          width={240}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-10 w-auto"
        />
      ) : (
        <p className="font-semibold">{customer}</p>
      )}
      <p className="text-sm text-muted">{about}</p>
    </div>
  );
}

/** The three results a customer measured, each figure above what it measures. */
export function StoryOutcomes({ outcomes }: Pick<CaseStoryItem, "outcomes">) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
      {outcomes.map((outcome) => (
        <div key={outcome.measure} className="flex flex-col border-l-2 border-accent-500 pl-3">
          <dt className="order-2 text-sm text-pretty text-muted">{outcome.measure}</dt>
          <dd className="order-1 text-2xl font-bold tracking-tight text-brand-600">
            {outcome.figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A customer like the visitor, in short, on the page of their audience: who they
 * are, what they did, three results they measured and their own words, and the way
 * to the whole story on /customers. Other customers' logos may follow the quote.
 */
export function CaseStory({
  id,
  eyebrow,
  story,
  outcomesTitle,
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
            title={story.title}
            headingId={headingId}
            align="start"
            spaced={false}
          />
          <div className="mt-6">
            <StoryCustomer {...story} />
          </div>
          <p className="mt-4 text-pretty">{story.summary}</p>
          <h3 className="mt-6 font-semibold">{outcomesTitle}</h3>
          <div className="mt-4">
            <StoryOutcomes outcomes={story.outcomes} />
          </div>
          <a
            href={story.more.href}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700"
          >
            {story.more.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </Card>
        {/* At its own height: a quote stretched to the story's card would open a gap in it. */}
        <div className="flex flex-col gap-6 lg:col-span-2 lg:self-start">
          <TestimonialCard {...story.quote} />
          {logos ? (
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
          ) : null}
        </div>
      </Reveal>
    </Section>
  );
}
