/**
 * A language's glossary (src/content/copy/<locale>/glossary.yaml): the one rendering
 * of each product and domain term, the renderings the build refuses, the register
 * its copy speaks in, and the names written as in English. Editors keep it in
 * /admin; the copy checks (src/content/copy-language.ts) read it.
 */
import { z } from "astro/zod";

const words = z.array(z.string().trim().min(1));

export const glossaryCopy = z.strictObject({
  register: z.strictObject({
    /** How the copy addresses its reader ("Sie", "vous"): for the editor. */
    address: z.string().trim().min(1),
    /** The words of the other register, refused as whole words. */
    informal: words,
    /** Whole values allowed to use them: the spec's own titles. */
    exceptions: words,
  }),
  terms: z.array(
    z.strictObject({
      /** The English term. */
      term: z.string().trim().min(1),
      /** Its one rendering in this language. */
      use: z.string().trim().min(1),
      /** Renderings that are refused, as whole words. */
      avoid: words.default([]),
      note: z.string().optional(),
    }),
  ),
  /** Names and words written exactly as in English (Talent Radar, Premium). */
  keep: words,
});

export type Glossary = z.infer<typeof glossaryCopy>;
