/**
 * The contact form's hidden fields that say where a lead came from. The page's
 * script fills them (scripts/lead-source.ts); the server reads them
 * (server/contact/lead-source.ts). Without JavaScript they stay empty and the
 * server has the post's Referer, the form's own page.
 */
export const LEAD_SOURCE_FIELDS = [
  /** The form's page, path and query. */
  "sourcePage",
  /** The page of our site before it, when the browser says. */
  "previousPage",
  /** The first page of the visit in this tab, when the browser says. */
  "landingPage",
  /** The host of the other site the visit began on. */
  "referrer",
] as const;

export type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];
