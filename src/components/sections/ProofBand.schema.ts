import { z } from "astro/zod";
import { list, text } from "~/lib/copy-schema";
import { impactStat } from "./ImpactStats.schema";

/**
 * The words of the proof band (ProofBand.tsx): its heading and its figures. The
 * customer's quote beside them is shared data (content/shared/customer-voices.ts).
 */
export const proofBandCopy = z.strictObject({
  title: text,
  stats: list(impactStat.pick({ number: true, label: true })),
});

export type ProofBandCopy = z.infer<typeof proofBandCopy>;
