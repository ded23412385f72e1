import { z } from "astro/zod";
import { list, text } from "~/lib/copy-schema";

/** What the contact page promises (ContactNextSteps.tsx): when a person replies, what follows, a direct address. */
export const contactNextStepsCopy = z.strictObject({
  title: text,
  /** The reply-time promise, in one line. */
  promise: text,
  steps: list(z.strictObject({ title: text, text })),
  direct: z.strictObject({ lead: text, email: text }),
});

export type ContactNextStepsCopy = z.infer<typeof contactNextStepsCopy>;
