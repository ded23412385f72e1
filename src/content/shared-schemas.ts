/**
 * Data that several pages show, one file per collection and language
 * (src/content/copy/<locale>/<collection>.yaml): a list of items, each with an
 * id that pages' copy names it by (`ref("testimonials")`, src/lib/copy-ref.ts).
 * src/content.config.ts makes each a collection; scripts/copy-check.ts checks
 * every language's file and every reference to it.
 */
import { z } from "astro/zod";
import { testimonial } from "~/components/cards/TestimonialCard.schema";
import { sectionVideo } from "~/components/sections/VideoSection.schema";
import { customerVoice } from "~/components/sections/VideoTestimonials.schema";
import { id } from "~/lib/copy-ref";
import { illustration, list } from "~/lib/copy-schema";

/** Each id names one item of its file. */
function uniqueIds(items: readonly { id: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: `"${item.id}" is the id of an item above: each id names one item`,
      });
    }
    seen.add(item.id);
  });
}

/** A shared collection's file: its items, each an `item` with an id. */
function collectionOf<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape, z.core.$strict>) {
  return z.strictObject({
    items: list(item.extend({ id })).superRefine((items, context) =>
      uniqueIds(items as readonly { id: string }[], context),
    ),
  });
}

export const sharedSchemas = {
  /** Customers' quotes (spec §9: the home carousel shows 15), portraits illustrated. */
  testimonials: collectionOf(testimonial),
  /** The site's own clips (generated placeholders, scripts/media), each shown by one section. */
  videos: collectionOf(sectionVideo),
  /** Drawn views of the platform for the heroes (scripts/media), until real screenshots. */
  "product-visuals": collectionOf(illustration),
  /** Customers on video (/customers); the first is quoted in the home page's proof band too. */
  "customer-voices": collectionOf(customerVoice),
};

export type SharedName = keyof typeof sharedSchemas;

/** An item of each shared collection, as a page shows it. */
export type SharedItems = {
  [Name in SharedName]: z.infer<(typeof sharedSchemas)[Name]>["items"][number];
};
