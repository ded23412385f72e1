import { z } from "astro/zod";
import { carouselCopy } from "~/components/ui/Carousel.schema";
import { toastCopy } from "~/components/ui/ToastRegion.schema";
import { text } from "~/lib/copy-schema";

/**
 * Words the shared controls put on screen or in accessible names, on every page
 * that has them (src/content/copy/<locale>/ui.yaml); pages hand them down as props.
 */
export const uiCopy = z.strictObject({
  carousel: carouselCopy,
  /** What a browser that cannot play a clip shows instead (Video.tsx). */
  video: z.strictObject({ fallback: text }),
  /** The names of a logo strip's pause control (LogoStrip.tsx). */
  logoStrip: z.strictObject({ pauseLabel: text, playLabel: text }),
  toast: toastCopy,
});

export type UiCopy = z.infer<typeof uiCopy>;
