import { z } from "astro/zod";
import { illustration, link, list, text } from "~/lib/copy-schema";

/** The copy of a page's opening band (Hero.tsx); its props are this schema's type. */
export const heroCopy = z.strictObject({
  badge: text.optional(),
  title: text,
  intro: text,
  actions: list(link).optional(),
  /** A picture of the product beside the text; without one the text is centred. */
  visual: illustration.optional(),
  /** "dark" sets the page apart as a point of view (the advisory pages). */
  tone: z.enum(["light", "dark"]).optional(),
});

export type HeroCopy = z.infer<typeof heroCopy>;
