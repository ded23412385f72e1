import type { VideoCopy } from "~/components/ui/Video";
import type { Localized } from "../page-copy";

/**
 * The generated intro clips of the learning-journey pages (scripts/media), each
 * spoken and captioned in its page's language; replace with real footage.
 */
export const journeyIntroVideo: Localized<Omit<VideoCopy, "title">> = {
  en: {
    src: "/media/journey/intro.mp4",
    poster: "/media/journey/intro.webp",
    width: 960,
    height: 540,
    placeholder: true,
  },
  de: {
    src: "/media/journey/intro-de.mp4",
    poster: "/media/journey/intro-de.webp",
    width: 960,
    height: 540,
    placeholder: true,
  },
};
