import { z } from "astro/zod";
import { link, text } from "~/lib/copy-schema";

/** `newTab` for a link to another site that should keep this page open. */
export const callToActionLink = link.extend({ newTab: z.boolean().optional() });

/** The closing band of a page (CallToAction.tsx): one message, one action and optionally a second one. */
export const callToActionCopy = z.strictObject({
  title: text,
  text,
  action: callToActionLink,
  /** A second, quieter action beside the first. */
  secondaryAction: callToActionLink.optional(),
});

export type CallToActionLink = z.infer<typeof callToActionLink>;
export type CallToActionCopy = z.infer<typeof callToActionCopy>;
