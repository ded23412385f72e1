import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { FeatureTiles, type FeatureTilesCopy } from "~/components/sections/FeatureTiles";
import {
  FreemiumComparison,
  type FreemiumComparisonCopy,
} from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { LogoStrip, type LogoStripCopy } from "~/components/sections/LogoStrip";
import { TestimonialGrid, type TestimonialGridCopy } from "~/components/sections/TestimonialGrid";

export interface IndividualsLandingCopy {
  hero: HeroCopy;
  features: FeatureTilesCopy;
  customers: LogoStripCopy;
  partners: LogoStripCopy;
  quotes: TestimonialGridCopy;
  /** Entry against Premium, from freemium-comparisons.yaml. */
  freemium: FreemiumComparisonCopy;
  closing: CallToActionCopy;
}

/** What the page shows of the data other pages show too (content/shared/), in its language. */
export interface IndividualsLandingShared {
  logoStripControls: { pauseLabel: string; playLabel: string };
}

/** The individuals landing page, in whichever language its copy is written. */
export function IndividualsLandingPage({
  copy,
  shared,
}: {
  copy: IndividualsLandingCopy;
  shared: IndividualsLandingShared;
}) {
  return (
    <>
      <Hero {...copy.hero} />
      <FeatureTiles {...copy.features} />
      <LogoStrip {...copy.customers} {...shared.logoStripControls} />
      <LogoStrip {...copy.partners} {...shared.logoStripControls} />
      <TestimonialGrid {...copy.quotes} tone="tinted" />
      <FreemiumComparison {...copy.freemium} />
      <CallToAction {...copy.closing} />
    </>
  );
}
