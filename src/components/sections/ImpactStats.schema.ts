import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** A figure with what it counts: "400'000+", "students", a sentence. */
export const impactStat = z.strictObject({ number: text, label: text, description: text });

/** Figures under a section heading (ImpactStats.tsx). */
export const impactStatsCopy = sectionHeading.extend({ stats: list(impactStat) });

export type ImpactStat = z.infer<typeof impactStat>;
export type ImpactStatsCopy = z.infer<typeof impactStatsCopy>;
