import { z } from "astro/zod";
import { carouselCopy } from "~/components/ui/Carousel.schema";
import { toastCopy } from "~/components/ui/ToastRegion.schema";
import { text } from "~/lib/copy-schema";
import { type Locale, localeOf } from "~/locales";

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

/**
 * What a page's players need of its language (Video.tsx): the words a browser
 * that cannot play a clip shows, and the language of the captions' track.
 */
export interface PlayerCopy {
  fallback: string;
  /** The captions' language, as the document's `lang` writes it. */
  lang: string;
  /** The track's name in the player's captions menu: the language's own name. */
  captionsLabel: string;
}

export function playerCopy(ui: UiCopy, locale: Locale): PlayerCopy {
  const { lang, name } = localeOf(locale);
  return { fallback: ui.video.fallback, lang, captionsLabel: name };
}
