import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";
import { impactStat } from "./ImpactStats.schema";

/**
 * The words of the proof band (ProofBand.tsx): its heading, its figures and the
 * logo of the quoted customer's company, named by its id in customer-logos.yaml.
 * The customer's quote beside them is shared data (content/shared/customer-voices.ts).
 */
export const proofBandCopy = z.strictObject({
  title: text,
  stats: list(impactStat.pick({ number: true, label: true })),
  logo: ref("customer-logos"),
});

export type ProofBandCopy = Resolved<z.infer<typeof proofBandCopy>, SharedItems>;
