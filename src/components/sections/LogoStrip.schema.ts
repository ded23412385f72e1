import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/**
 * The words of a strip of logos (LogoStrip.tsx): its heading. The logos and the
 * names of its pause control are shared data (content/shared/), given beside it.
 */
export const logoStripCopy = z.strictObject({ title: text });

export type LogoStripCopy = z.infer<typeof logoStripCopy>;
