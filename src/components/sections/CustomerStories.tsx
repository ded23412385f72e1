import { useId } from "react";
import { TestimonialCard } from "~/components/cards/TestimonialCard";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Section } from "~/components/ui/Section";
import { StoryCustomer, StoryOutcomes } from "./CaseStory";
import type { CaseStoryItem, CustomerStoriesCopy } from "./CaseStory.schema";

type StoryHeadings = Omit<CustomerStoriesCopy, "stories">;

/** One story in full, under its id: the audience pages' "Read the full story" lands here. */
function CustomerStory({
  story,
  headings,
  tone,
}: {
  story: CaseStoryItem & { id: string };
  headings: StoryHeadings;
  tone: "plain" | "tinted";
}) {
  const headingId = useId();
  return (
    <Section id={story.id} tone={tone} aria-labelledby={headingId}>
      <SectionHeader
        eyebrow={story.customer}
        title={story.title}
        headingId={headingId}
        align="start"
        spaced={false}
      />
      <div className="mt-6">
        <StoryCustomer {...story} />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <h3 className="text-lg font-semibold">{headings.situationTitle}</h3>
          <p className="mt-3 text-pretty">{story.situation}</p>
          <h3 className="mt-8 text-lg font-semibold">{headings.approachTitle}</h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 marker:font-semibold marker:text-brand-600">
            {story.approach.map((step) => (
              <li key={step} className="text-pretty">
                {step}
              </li>
            ))}
          </ol>
        </div>
        {/* At its own height: a card stretched to the story's would leave a gap in the quote. */}
        <div className="lg:col-span-2 lg:self-start">
          <TestimonialCard {...story.quote} />
        </div>
      </div>
      <h3 className="mt-10 text-lg font-semibold">{headings.outcomesTitle}</h3>
      <div className="mt-4">
        <StoryOutcomes outcomes={story.outcomes} />
      </div>
    </Section>
  );
}

/** Each audience's customer story in full, one band each, for /customers. */
export function CustomerStories({ stories, ...headings }: CustomerStoriesCopy) {
  return stories.map((story, index) => (
    <CustomerStory
      key={story.id}
      story={story}
      headings={headings}
      tone={index % 2 === 0 ? "tinted" : "plain"}
    />
  ));
}
