import type { PageMeta } from "./types";

/** Spec §2 404 and §8: the wording is fixed. */
export const notFound = {
  meta: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
  } satisfies PageMeta,
  code: "404",
  heading: "Oops! Page not found",
  returnHome: { label: "Return to Home", href: "/" },
  consoleMessage: "404 Error: User attempted to access non-existent route:",
} as const;

export const unexpectedError = {
  heading: "Unexpected Application Error!",
  title: "Unexpected Application Error!",
  returnHome: { label: "Return to Home", href: "/" },
} as const;
