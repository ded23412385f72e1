/**
 * Page-to-page navigation is plain links between prerendered documents (ADR
 * 0006). The browser fetches a page of ours ahead when the visitor shows intent
 * ("moderate": a pointer resting on the link, or pressing it), through
 * Speculation Rules (ADR 0008): no script of ours, and browsers without them
 * simply navigate. Fetched only, never prerendered, so no page runs unseen.
 */
export const speculationRules = {
  prefetch: [{ source: "document", where: { href_matches: "/*" }, eagerness: "moderate" }],
} as const;
