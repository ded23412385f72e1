import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** A question a visitor asks before they call, and its short answer. */
export const faqItem = z.strictObject({
  question: text,
  answer: text,
  /** An answer we wrote where the spec gives no fact, until the provider confirms it; never shown. */
  placeholder: z.boolean().optional(),
});

/** Questions and answers under a section heading (Faq.tsx), each answer shown on demand. */
export const faqCopy = sectionHeading.extend({ items: list(faqItem) });

export type FaqItem = z.infer<typeof faqItem>;
export type FaqCopy = z.infer<typeof faqCopy>;
