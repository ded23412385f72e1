/**
 * When a carousel island hydrates (`client:visible={NEAR_VIEW}`): a screen before
 * it scrolls into view, so its buttons already work when the visitor gets there,
 * while a carousel far down a page still costs its first load nothing.
 */
export const NEAR_VIEW = { rootMargin: "100% 0px" } as const;
