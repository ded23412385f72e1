import { CallToAction, type CallToActionContent } from "~/components/sections/CallToAction";
import { FeatureTiles, type FeatureTilesProps } from "~/components/sections/FeatureTiles";
import { FreemiumComparison } from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import { LanguageSwitch } from "~/components/sections/LanguageSwitch";
import { LogoStrip, type LogoStripContent } from "~/components/sections/LogoStrip";
import {
  TestimonialGrid,
  type TestimonialGridContent,
} from "~/components/sections/TestimonialGrid";
import type {
  FreemiumComparisonContent,
  LanguageSwitchContent,
  PageContent,
} from "~/content/types";

export interface IndividualsLandingContent extends PageContent {
  languageSwitch: LanguageSwitchContent;
  features: FeatureTilesProps;
  customers: LogoStripContent;
  partners: LogoStripContent;
  quotes: TestimonialGridContent;
  freemium: FreemiumComparisonContent;
  closing: CallToActionContent;
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
      <LanguageSwitch {...content.languageSwitch} />
    </>
  );
}
