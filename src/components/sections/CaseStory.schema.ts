import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/**
 * One customer's story for a company audience (CaseStory.tsx): what they set out to
 * do and how they went about it, the results it is about (figures from
 * typical-results.yaml, never the story's own), a quote from the audience and the
 * logos of its customers, each named by id.
 */
export const caseStoryCopy = sectionHeading.extend({
  /** What the story is, said where a visitor reads it: "Example story" until a real one. */
  label: text,
  story: text,
  /** The heading of the figures: "Typical results within 12 months". */
  resultsTitle: text,
  results: list(ref("typical-results")),
  quote: ref("testimonials"),
  /** The line over the logos: "Companies of your size that work with us". */
  logosLabel: text,
  logos: list(ref("customer-logos")),
  /** Made up by us, as an example, until a customer agrees to tell theirs. */
  placeholder: z.boolean().optional(),
});

export type CaseStoryCopy = Resolved<z.infer<typeof caseStoryCopy>, SharedItems>;
