import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/**
 * The carousel's words (Carousel.tsx), in the language of the page it is on, with
 * "{position}" and "{total}" to fill in; the script reads the ones it needs from the markup.
 */
export const carouselCopy = z.strictObject({
  previous: text,
  next: text,
  /** Names say what pressing does (WAI-ARIA APG carousel, rotation control). */
  pause: text,
  play: text,
  /** Each slide's name, e.g. "{position} of {total}". */
  slide: text,
  /** Announced after a move, so a screen-reader user hears where the carousel now stands. */
  status: text,
});

export type CarouselCopy = z.infer<typeof carouselCopy>;
