import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";

/**
 * The words of a grid of quotes (TestimonialGrid.tsx): its heading. The quotes
 * are shared data (content/shared/learner-stories.ts), given beside it.
 */
export const testimonialGridCopy = sectionHeading;

export type TestimonialGridCopy = z.infer<typeof testimonialGridCopy>;
