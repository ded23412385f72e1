import type { CarouselCopy } from "~/components/ui/Carousel";
import type { ToastCopy } from "~/components/ui/ToastRegion";
import type { Localized } from "./page-copy";

/** Words the shared primitives put on screen or in accessible names; pages hand them down as props. */
interface UiCopy {
  carousel: CarouselCopy;
  video: { fallback: string };
  toast: ToastCopy;
}

export const uiCopy: Localized<UiCopy> = {
  en: {
    carousel: {
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause automatic slide show",
      play: "Start automatic slide show",
      slide: "{position} of {total}",
      status: "Slide {position} of {total}",
    },
    // Spec §8 fixes this message.
    video: { fallback: "Your browser does not support the video tag." },
    toast: { region: "Notifications", close: "Close notification" },
  },
  de: {
    carousel: {
      previous: "Vorherige Folie",
      next: "Nächste Folie",
      pause: "Automatische Wiedergabe anhalten",
      play: "Automatische Wiedergabe starten",
      slide: "{position} von {total}",
      status: "Folie {position} von {total}",
    },
    // No "du" or "Sie": the same words serve the learners' pages and the companies'.
    video: { fallback: "Dieses Video lässt sich in diesem Browser nicht abspielen." },
    toast: { region: "Benachrichtigungen", close: "Benachrichtigung schliessen" },
  },
};
