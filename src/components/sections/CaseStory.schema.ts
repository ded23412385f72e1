import { z } from "astro/zod";
import { testimonial } from "~/components/cards/TestimonialCard.schema";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { link, list, mediaPath, text } from "~/lib/copy-schema";

/** Whose story it is, by the name of the page that tells it in short. */
export const storyAudience = z
  .enum(["large-corporates", "small-mid-sized-companies", "individuals"])
  .meta({
    title: "Audience",
    description:
      "Large corporates (more than 1,000 employees), SMC (50 to 1,000) or an individual learner",
  });

/** A result the customer measured: "78%", "of employees use AI every week". */
export const storyOutcome = z.strictObject({
  figure: text.meta({ title: "Figure", description: "The number, as the page shows it" }),
  measure: text.meta({ title: "What it measures" }),
});

/**
 * One customer's story (an item of case-stories.yaml): who they are, what they faced,
 * what they did with the platform, three results they measured and their own words.
 * /customers tells it in full under its id (/customers#<id>); the page of its audience
 * tells it in short and links there (`more`).
 */
export const caseStory = z.strictObject({
  audience: storyAudience,
  /** The company, or for a learner the person. */
  customer: text,
  /** Who they are in a line: sector, size, where; for a learner, their job and employer. */
  about: text,
  /** The company's wordmark (public/media/logos/customers); a learner has none. */
  logo: z.strictObject({ src: mediaPath, alt: text }).optional(),
  title: text,
  /** The story in two sentences, for the page of its audience. */
  summary: text,
  situation: text,
  /** What they did with the platform, step by step. */
  approach: list(text),
  outcomes: z.array(storyOutcome).length(3, "three outcomes").readonly(),
  quote: testimonial.omit({ placeholder: true, segment: true }),
  /** The full story: "/customers#<id>". */
  more: link,
  /** Made up by us until a customer agrees to tell theirs. */
  placeholder: z.boolean().optional(),
});

export type CaseStoryItem = z.infer<typeof caseStory>;

/**
 * A story on the page of its audience (CaseStory.tsx): the story's short version,
 * named by its id in case-stories.yaml, under the page's own eyebrow, and optionally
 * the logos of other customers like it.
 */
export const caseStoryCopy = sectionHeading.omit({ title: true, intro: true }).extend({
  story: ref("case-stories"),
  /** The heading of the three figures: "What they measured". */
  outcomesTitle: text,
  /** The line over the logos: "Companies of your size that work with us". */
  logosLabel: text.optional(),
  logos: list(ref("customer-logos")).optional(),
});

export type CaseStoryCopy = Resolved<z.infer<typeof caseStoryCopy>, SharedItems>;

/** The stories told in full on /customers (CustomerStories.tsx), with their headings. */
export const customerStoriesCopy = z.strictObject({
  stories: list(ref("case-stories")),
  situationTitle: text,
  approachTitle: text,
  outcomesTitle: text,
});

export type CustomerStoriesCopy = Resolved<z.infer<typeof customerStoriesCopy>, SharedItems>;
