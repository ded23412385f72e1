import { z } from "astro/zod";
import { text } from "~/lib/copy-schema";

/**
 * The line under a hero's proof (HeroProof.tsx): "Trusted by 100+ enterprises,
 * among them". The logos or faces it stands for are shared data the page passes beside it.
 */
export const heroProofCopy = z.strictObject({ label: text });

export type HeroProofCopy = z.infer<typeof heroProofCopy>;
