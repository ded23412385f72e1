import type { PageLang } from "~/route-table";

/** The language a page is written in; the primitives label their controls in it. */
export type UiLang = PageLang;

/** Words the shared primitives put on screen or in accessible names. */
export interface UiText {
  carousel: {
    previous: string;
    next: string;
    /** Names say what pressing does (WAI-ARIA APG carousel, rotation control). */
    pause: string;
    play: string;
    slide: (position: number, total: number) => string;
    /** Announced after a move, so a screen-reader user hears where the carousel now stands. */
    status: (position: number, total: number) => string;
  };
  video: {
    fallback: string;
  };
  toast: {
    region: string;
    close: string;
  };
}

export const uiText: Record<UiLang, UiText> = {
  en: {
    carousel: {
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause automatic slide show",
      play: "Start automatic slide show",
      slide: (position, total) => `${position} of ${total}`,
      status: (position, total) => `Slide ${position} of ${total}`,
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
      slide: (position, total) => `${position} von ${total}`,
      status: (position, total) => `Folie ${position} von ${total}`,
    },
    video: { fallback: "Dein Browser kann dieses Video nicht abspielen." },
    toast: { region: "Benachrichtigungen", close: "Benachrichtigung schliessen" },
  },
};
