import { z } from "astro/zod";
import { companySegment, mediaPath, text } from "~/lib/copy-schema";

/** A quote with who said it (TestimonialCard.tsx), an item of testimonials.yaml. */
export const testimonial = z.strictObject({
  name: text,
  role: text,
  company: text,
  quote: text,
  /** The portrait, a path under public/. */
  image: mediaPath,
  /** What the portrait shows, in the file's language. */
  imageAlt: text,
  /** Made up by us until real, consented quotes arrive. */
  placeholder: z.boolean().optional(),
  /** The size of the speaker's company, for the company page of its audience; learners have none. */
  segment: companySegment.optional(),
});

export type Testimonial = z.infer<typeof testimonial>;
