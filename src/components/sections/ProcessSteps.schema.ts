import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list } from "~/lib/copy-schema";
import { featureCard } from "./FeatureGrid.schema";

/** Steps in their order, each an icon, a title and a sentence or two (ProcessSteps.tsx). */
export const processStepsCopy = sectionHeading.extend({ steps: list(featureCard) });

export type ProcessStepsCopy = z.infer<typeof processStepsCopy>;
