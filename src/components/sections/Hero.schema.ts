import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { illustration, link, list, text } from "~/lib/copy-schema";

/** The copy of a page's opening band (Hero.tsx); its props are this schema's type. */
export const heroCopy = z
  .strictObject({
    badge: text.optional(),
    title: text,
    intro: text,
    actions: list(link).optional(),
    /** A screen of the product beside the text, by its id in product-screens.yaml. */
    visual: ref("product-screens").optional(),
    /** Or the page's own picture, written out. With neither, the text is centred. */
    picture: illustration.optional(),
    /** "dark" sets the page apart as a point of view (the advisory pages). */
    tone: z.enum(["light", "dark"]).optional(),
  })
  .refine((hero) => !(hero.visual && hero.picture), {
    message: "a hero shows one picture: keep either visual (a product screen's id) or picture",
    path: ["picture"],
  });

export type HeroCopy = Resolved<z.infer<typeof heroCopy>, SharedItems>;
