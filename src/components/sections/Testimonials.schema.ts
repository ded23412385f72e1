import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/**
 * Customer quotes in a carousel (Testimonials.tsx), each named by its id in
 * testimonials.yaml. The carousel's controls speak the site's words
 * (copy/<locale>/ui.yaml): the page passes them beside the copy.
 */
export const testimonialsCopy = sectionHeading.extend({
  items: list(ref("testimonials")),
  /** Names the carousel region for screen readers. */
  carouselLabel: text,
});

export type TestimonialsCopy = Resolved<z.infer<typeof testimonialsCopy>, SharedItems>;
