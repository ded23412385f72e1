import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { FeatureTiles, type FeatureTilesProps } from "~/components/sections/FeatureTiles";
import {
  FreemiumComparison,
  type FreemiumComparisonContent,
} from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { LogoStrip, type LogoStripContent } from "~/components/sections/LogoStrip";
import {
  TestimonialGrid,
  type TestimonialGridContent,
} from "~/components/sections/TestimonialGrid";

export interface IndividualsLandingContent {
  hero: HeroCopy;
  features: FeatureTilesProps;
  customers: LogoStripContent;
  partners: LogoStripContent;
  quotes: TestimonialGridContent;
  freemium: FreemiumComparisonContent;
  closing: CallToActionCopy;
}

/** The individuals landing page, in whichever language its content is written. */
export function IndividualsLandingPage({ content }: { content: IndividualsLandingContent }) {
  return (
    <>
      <Hero {...content.hero} />
      <FeatureTiles {...content.features} />
      <LogoStrip {...content.customers} />
      <LogoStrip {...content.partners} />
      <TestimonialGrid {...content.quotes} tone="tinted" />
      <FreemiumComparison {...content.freemium} />
      <CallToAction {...content.closing} />
    </>
  );
}
