import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { ChecklistGroups, type ChecklistGroupsCopy } from "~/components/sections/ChecklistGroups";
import { FactBand, type FactBandCopy } from "~/components/sections/FactBand";
import { FeatureGrid, type FeatureGridCopy } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { ImpactStats, type ImpactStatsCopy } from "~/components/sections/ImpactStats";
import { PlatformOptions, type PlatformOptionsCopy } from "~/components/sections/PlatformOptions";
import { ProcessSteps, type ProcessStepsCopy } from "~/components/sections/ProcessSteps";

export interface CompanySolutionContent {
  hero: HeroCopy;
  benefits: FeatureGridCopy;
  /** What the audience can expect, in figures. */
  results?: ImpactStatsCopy;
  /** How a company of this size gets going, step by step. */
  journey?: ProcessStepsCopy;
  platform: PlatformOptionsCopy;
  /** How the platform keeps the audience's data safe, right after the ways to run it. */
  security?: FactBandCopy;
  services: ChecklistGroupsCopy;
  starts: ChecklistGroupsCopy;
  pricing: CallToActionCopy;
}

/** The offer for one company audience: what it gets, how the platform runs, how to start. */
export function CompanySolutionPage({ content }: { content: CompanySolutionContent }) {
  return (
    <>
      <Hero {...content.hero} />
      <FeatureGrid {...content.benefits} columns={4} />
      {content.results ? <ImpactStats {...content.results} tone="tinted" /> : null}
      {content.journey ? <ProcessSteps {...content.journey} tone="tinted" /> : null}
      <PlatformOptions {...content.platform} />
      {content.security ? <FactBand {...content.security} /> : null}
      <ChecklistGroups {...content.services} tone="tinted" />
      <ChecklistGroups {...content.starts} />
      <CallToAction {...content.pricing} />
    </>
  );
}
