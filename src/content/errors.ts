import type { PageMeta } from "~/lib/meta";

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

/** Spec §2 and §8: the server's answer to a fault of its own, with the status text. */
export const unexpectedError = {
  meta: {
    title: "Unexpected Application Error!",
    description: "Something went wrong on our side. Please try again later.",
  } satisfies PageMeta,
  heading: "Unexpected Application Error!",
  detail: "500 Internal Server Error",
  returnHome: { label: "Return to Home", href: "/" },
} as const;
