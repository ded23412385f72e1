import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";
import { impactStat } from "./ImpactStats.schema";

/**
 * The proof band (ProofBand.tsx): its heading, its figures and the customer who
 * says it, named by its id in customer-voices.yaml.
 */
export const proofBandCopy = z.strictObject({
  title: text,
  stats: list(impactStat.pick({ number: true, label: true })),
  quote: ref("customer-voices"),
});

export type ProofBandCopy = Resolved<z.infer<typeof proofBandCopy>, SharedItems>;
