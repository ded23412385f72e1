import type { PageMeta } from "~/lib/meta";
import type { Localized } from "./page-copy";

interface ErrorPageCopy {
  meta: PageMeta;
  heading: string;
  returnHome: { label: string; href: string };
}

/** Spec §2 404 and §8: the English wording is fixed; the German says the same. */
export const notFound = {
  en: {
    meta: {
      title: "Page not found",
      description: "The page you are looking for does not exist or has moved.",
    },
    code: "404",
    heading: "Oops! Page not found",
    returnHome: { label: "Return to Home", href: "/" },
  },
  de: {
    meta: {
      title: "Seite nicht gefunden",
      description: "Die gesuchte Seite gibt es nicht oder sie ist umgezogen.",
    },
    code: "404",
    heading: "Hoppla! Seite nicht gefunden",
    returnHome: { label: "Zurück zur Startseite", href: "/de" },
  },
} as const satisfies Localized<ErrorPageCopy & { code: string }>;

/** Spec §2: the attempted path is logged; a line for developers, not for visitors. */
export const notFoundConsoleMessage = "404 Error: User attempted to access non-existent route:";

/** Spec §2 and §8: the server's answer to a fault of its own, with the status text. */
export const unexpectedError = {
  en: {
    meta: {
      title: "Unexpected Application Error!",
      description: "Something went wrong on our side. Please try again later.",
    },
    heading: "Unexpected Application Error!",
    detail: "500 Internal Server Error",
    returnHome: { label: "Return to Home", href: "/" },
  },
  de: {
    meta: {
      title: "Unerwarteter Anwendungsfehler!",
      description: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später noch einmal.",
    },
    heading: "Unerwarteter Anwendungsfehler!",
    detail: "500 Interner Serverfehler",
    returnHome: { label: "Zurück zur Startseite", href: "/de" },
  },
} as const satisfies Localized<ErrorPageCopy & { detail: string }>;
