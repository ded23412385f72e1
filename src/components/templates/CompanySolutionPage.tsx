import { CallToAction } from "~/components/sections/CallToAction";
import { ChecklistGroups, type ChecklistGroupsCopy } from "~/components/sections/ChecklistGroups";
import { FactBand, type FactBandCopy } from "~/components/sections/FactBand";
import { FeatureGrid, type FeatureGridCopy } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { ImpactStats, type TypicalResultsCopy } from "~/components/sections/ImpactStats";
import {
  PlatformOptions,
  type PlatformRecommendation,
} from "~/components/sections/PlatformOptions";
import { ProcessSteps, type ProcessStepsCopy } from "~/components/sections/ProcessSteps";
import type { CompanyOffer } from "./CompanySolutionPage.schema";

/** A company page's own words (src/content/copy/<locale>/large-corporates.yaml and the like). */
export interface CompanySolutionCopy {
  hero: HeroCopy;
  benefits: FeatureGridCopy;
  /** What the audience can expect in figures, named in typical-results.yaml. */
  results?: TypicalResultsCopy;
  /** How a company of this size gets going, step by step. */
  journey?: ProcessStepsCopy;
  /** What every company audience is offered alike, from company-offers.yaml. */
  offer: CompanyOffer;
  /** The platform option the audience is advised to take. */
  platform?: { recommended: PlatformRecommendation };
  /** How the platform keeps the audience's data safe, right after the ways to run it. */
  security?: FactBandCopy;
  /** The suggested starts, from ways-to-start.yaml, the one that suits the audience first. */
  starts: ChecklistGroupsCopy;
}

interface CompanySolutionPageProps {
  copy: CompanySolutionCopy;
}

/** The offer for one company audience: what it gets, how the platform runs, how to start. */
export function CompanySolutionPage({ copy }: CompanySolutionPageProps) {
  const { offer } = copy;
  return (
    <>
      <Hero {...copy.hero} />
      <FeatureGrid {...copy.benefits} columns={4} />
      {copy.results ? <ImpactStats {...copy.results} tone="tinted" /> : null}
      {copy.journey ? <ProcessSteps {...copy.journey} tone="tinted" /> : null}
      <PlatformOptions {...offer.platform} {...copy.platform} />
      {copy.security ? <FactBand {...copy.security} /> : null}
      <ChecklistGroups {...offer.services} tone="tinted" />
      <ChecklistGroups {...copy.starts} />
      <CallToAction {...offer.pricing} />
    </>
  );
}
