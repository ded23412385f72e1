import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { companySegment, list, mediaPath, text } from "~/lib/copy-schema";

/**
 * A company's logo (LogoStrip.tsx and the other logo sections): an item of
 * customer-logos.yaml and, with its kind, of partner-logos.yaml.
 */
export const logo = z.strictObject({
  name: text,
  /** The wordmark, a path under public/. */
  logo: mediaPath,
  /** What the logo says, in the file's language. */
  alt: text,
  /** Made up by us until real customers and partners agree to be shown. */
  placeholder: z.boolean().optional(),
  /** A customer's size, for the company page of its audience; partners have none. */
  segment: companySegment.optional(),
});

/** The logo collections a strip can show. */
type LogoCollection = "customer-logos" | "partner-logos";

/**
 * A strip of logos (LogoStrip.tsx): its heading and its logos, each named by its
 * id in `collection`. The names of its pause control are the site's words
 * (copy/<locale>/ui.yaml, `logoStrip`), given beside it.
 */
export function logoStripCopy<Collection extends LogoCollection>(collection: Collection) {
  return z.strictObject({ title: text, logos: list(ref(collection)) });
}

export type Logo = z.infer<typeof logo>;
export type LogoStripCopy = Resolved<
  z.infer<ReturnType<typeof logoStripCopy<LogoCollection>>>,
  SharedItems
>;
