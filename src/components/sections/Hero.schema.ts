import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, refOr } from "~/lib/copy-ref";
import { illustration, link, list, text } from "~/lib/copy-schema";

/** The copy of a page's opening band (Hero.tsx); its props are this schema's type. */
export const heroCopy = z.strictObject({
  badge: text.optional(),
  title: text,
  intro: text,
  actions: list(link).optional(),
  /**
   * A picture beside the text: a view of the product by its id in product-visuals.yaml,
   * or the page's own picture written out. Without one the text is centred.
   */
  visual: refOr("product-visuals", illustration).optional(),
  /** "dark" sets the page apart as a point of view (the advisory pages). */
  tone: z.enum(["light", "dark"]).optional(),
});

export type HeroCopy = Resolved<z.infer<typeof heroCopy>, SharedItems>;
