import { CallToAction } from "~/components/sections/CallToAction";
import { CaseStory, type CaseStoryCopy } from "~/components/sections/CaseStory";
import { CompanyOffer, type CompanyOfferCopy } from "~/components/sections/CompanyOffer";
import { FactBand, type FactBandCopy } from "~/components/sections/FactBand";
import { FeatureGrid, type FeatureGridCopy } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import type { PlatformRecommendation } from "~/components/sections/PlatformOptionCards";

/** A company page's own words (src/content/copy/<locale>/large-corporates.yaml and the like). */
export interface CompanySolutionCopy {
  hero: HeroCopy;
  benefits: FeatureGridCopy;
  /** A customer of the audience's size: story, results, quote and logos. */
  story: CaseStoryCopy;
  security: FactBandCopy;
  /** What every company audience is offered alike, from company-offers.yaml. */
  offer: CompanyOfferCopy;
  recommended?: PlatformRecommendation;
}

interface CompanySolutionPageProps {
  copy: CompanySolutionCopy;
}

/**
 * The offer for one company audience: what it gets and the proof it asks for before
 * talking to sales, then what every company gets alike, and the next step.
 */
export function CompanySolutionPage({ copy }: CompanySolutionPageProps) {
  const { pricing, ...offer } = copy.offer;
  return (
    <>
      <Hero {...copy.hero} />
      <FeatureGrid {...copy.benefits} columns={4} />
      <CaseStory {...copy.story} tone="tinted" />
      <FactBand {...copy.security} />
      <CompanyOffer {...offer} recommended={copy.recommended} />
      <CallToAction {...pricing} />
    </>
  );
}
