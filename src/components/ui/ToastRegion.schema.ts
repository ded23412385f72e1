import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/** The notification corner's words (ToastRegion.tsx), in the language of the page it is on. */
export const toastCopy = z.strictObject({
  /** Names the region that holds the toasts. */
  region: text,
  close: text,
});

export type ToastCopy = z.infer<typeof toastCopy>;
