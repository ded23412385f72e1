import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list } from "~/lib/copy-schema";

/** A grid of quotes (TestimonialGrid.tsx), each named by its id in testimonials.yaml. */
export const testimonialGridCopy = sectionHeading.extend({
  items: list(ref("testimonials")),
});

export type TestimonialGridCopy = Resolved<z.infer<typeof testimonialGridCopy>, SharedItems>;
