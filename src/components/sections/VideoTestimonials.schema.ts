import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";

/**
 * The words of the customers-on-video section (VideoTestimonials.tsx): its heading.
 * The voices and their clips are shared data the page passes beside it.
 */
export const videoTestimonialsCopy = sectionHeading;

export type VideoTestimonialsCopy = z.infer<typeof videoTestimonialsCopy>;
