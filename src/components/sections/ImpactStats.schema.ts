import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/** A figure with what it counts: "400'000+", "students", a sentence. */
export const impactStat = z.strictObject({ number: text, label: text, description: text });

/** Figures under a section heading (ImpactStats.tsx). */
export const impactStatsCopy = sectionHeading.extend({ stats: list(impactStat) });

/**
 * Typical results under a section heading (ImpactStats.tsx),
 * each named by its id in typical-results.yaml.
 */
export const typicalResultsCopy = sectionHeading.extend({ stats: list(ref("typical-results")) });

export type ImpactStat = z.infer<typeof impactStat>;
export type ImpactStatsCopy = z.infer<typeof impactStatsCopy>;
export type TypicalResultsCopy = Resolved<z.infer<typeof typicalResultsCopy>, SharedItems>;
