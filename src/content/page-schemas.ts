/**
 * The pages written as data, each by the name of its copy files
 * (src/content/copy/<locale>/<name>.yaml) with the schema every one of them must
 * fit: the page's head and hero, then its own sections, each section's schema
 * its own (components/sections/*.schema.ts). src/content.config.ts makes each a
 * collection, so `npm run build` and `npm run dev` check every language's file.
 */
import { z } from "astro/zod";
import { callToActionCopy } from "~/components/sections/CallToAction.schema";
import { checklistGroupsCopy } from "~/components/sections/ChecklistGroups.schema";
import { factBandCopy } from "~/components/sections/FactBand.schema";
import { featureGridCopy } from "~/components/sections/FeatureGrid.schema";
import { heroCopy } from "~/components/sections/Hero.schema";
import { impactStatsCopy } from "~/components/sections/ImpactStats.schema";
import { pillListCopy } from "~/components/sections/PillList.schema";
import { platformRecommendation } from "~/components/sections/PlatformOptions.schema";
import { processStepsCopy } from "~/components/sections/ProcessSteps.schema";
import { proseSectionCopy } from "~/components/sections/ProseSection.schema";
import { pageMeta } from "~/lib/copy-schema";

function pageCopy<Sections extends z.ZodRawShape>(sections: Sections) {
  return z.strictObject({ meta: pageMeta, hero: heroCopy, ...sections });
}

export const pageSchemas = {
  "coming-soon": pageCopy({}),
  "ai-adoption-gap": pageCopy({
    gapAnalysis: featureGridCopy,
    solutions: proseSectionCopy,
    cta: callToActionCopy,
  }),
  "people-centric-transformation": pageCopy({
    challenge: proseSectionCopy,
    solution: proseSectionCopy,
    successFactors: featureGridCopy,
    cta: callToActionCopy,
  }),
  philanthropy: pageCopy({
    impact: impactStatsCopy,
    goals: featureGridCopy,
    initiative: callToActionCopy,
  }),
  "why-ai-important": pageCopy({
    context: proseSectionCopy,
    benefits: checklistGroupsCopy,
    functions: pillListCopy,
    cta: callToActionCopy,
  }),
  // The company pages hold their own words; what both offer alike (platform options,
  // services, pricing, the two ways to start) and the typical results are shared data.
  "large-corporates": pageCopy({
    benefits: featureGridCopy,
    results: impactStatsCopy.omit({ stats: true }),
    security: factBandCopy,
    starts: checklistGroupsCopy.omit({ groups: true }),
  }),
  "small-mid-sized-companies": pageCopy({
    benefits: featureGridCopy,
    journey: processStepsCopy,
    platform: z.strictObject({ recommended: platformRecommendation }),
    starts: checklistGroupsCopy.omit({ groups: true }),
  }),
};

export type PageName = keyof typeof pageSchemas;
