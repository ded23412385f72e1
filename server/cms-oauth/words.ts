import type { Locale } from "../../src/locales";

/** What the sign-in window says, one entry per outcome. */
export interface SignInWords {
  title: string;
  description: string;
}

export type SignInOutcome = "signedIn" | "refused" | "providerFailed";

/**
 * The sign-in window's words in each language of the locales table: the window
 * is the editor's, so it speaks the language their browser asks for. Typed by
 * Locale, so a new locale without them does not compile.
 */
export const SIGN_IN_WORDS: Record<Locale, Record<SignInOutcome, SignInWords>> = {
  en: {
    signedIn: {
      title: "Signed in",
      description:
        "You are signed in to the editor. This window closes by itself; if it stays open, close it and go back to the editor.",
    },
    refused: {
      title: "Sign-in failed",
      description:
        "This sign-in was already used, is too old, or was started in another browser. Close this window and sign in again.",
    },
    providerFailed: {
      title: "Sign-in failed",
      description:
        "GitHub did not confirm the sign-in. Close this window and try again; if it keeps failing, tell the person who runs the website.",
    },
  },
  de: {
    signedIn: {
      title: "Angemeldet",
      description:
        "Sie sind im Editor angemeldet. Dieses Fenster schliesst sich selbst; bleibt es offen, schliessen Sie es und kehren Sie zum Editor zurück.",
    },
    refused: {
      title: "Anmeldung fehlgeschlagen",
      description:
        "Diese Anmeldung wurde schon verwendet, ist zu alt oder wurde in einem anderen Browser begonnen. Schliessen Sie dieses Fenster und melden Sie sich erneut an.",
    },
    providerFailed: {
      title: "Anmeldung fehlgeschlagen",
      description:
        "GitHub hat die Anmeldung nicht bestätigt. Schliessen Sie dieses Fenster und versuchen Sie es erneut; klappt es weiterhin nicht, melden Sie sich bei der Person, die die Website betreibt.",
    },
  },
  fr: {
    signedIn: {
      title: "Connecté",
      description:
        "Vous êtes connecté à l’éditeur. Cette fenêtre se ferme d’elle-même\u202f; si elle reste ouverte, fermez-la et revenez à l’éditeur.",
    },
    refused: {
      title: "Échec de la connexion",
      description:
        "Cette connexion a déjà été utilisée, est trop ancienne ou a été lancée dans un autre navigateur. Fermez cette fenêtre et connectez-vous à nouveau.",
    },
    providerFailed: {
      title: "Échec de la connexion",
      description:
        "GitHub n’a pas confirmé la connexion. Fermez cette fenêtre et réessayez\u202f; si l’échec se répète, prévenez la personne qui gère le site.",
    },
  },
};
