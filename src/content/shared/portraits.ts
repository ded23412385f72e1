import type { Localized } from "../page-copy";

/**
 * The alt text of a person's portrait, for the team members and learners still
 * written here: the portraits are illustrations (scripts/media), and say so.
 * When the owner puts in real photos, this becomes "Portrait of …".
 */
export const portraitAlt: Localized<(name: string) => string> = {
  en: (name) => `Illustrated portrait of ${name}`,
  de: (name) => `Illustriertes Porträt von ${name}`,
};
