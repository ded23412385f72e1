import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { text } from "~/lib/copy-schema";

/**
 * The words around a carousel of quotes (Testimonials.tsx). The quotes are shared
 * data (content/shared/testimonials.ts) and the carousel's controls speak the
 * site's words (copy/<locale>/ui.yaml): the page passes both beside the copy.
 */
export const testimonialsCopy = sectionHeading.extend({
  /** Names the carousel region for screen readers. */
  carouselLabel: text,
});

export type TestimonialsCopy = z.infer<typeof testimonialsCopy>;
