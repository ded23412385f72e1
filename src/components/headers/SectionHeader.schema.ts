import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/** The heading block that opens a section (SectionHeader.tsx): optional eyebrow, h2 title, optional intro. */
export const sectionHeading = z.strictObject({
  /** The section's anchor, for links to it ("#plans"): small letters a–z, digits and hyphens. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "small letters a–z, digits and hyphens only, e.g. plans")
    .optional(),
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
});

export type SectionHeading = z.infer<typeof sectionHeading>;
