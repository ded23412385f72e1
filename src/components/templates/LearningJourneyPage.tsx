import type { Testimonial } from "~/components/cards/TestimonialCard";
import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { FeatureBlocks, type FeatureBlocksCopy } from "~/components/sections/FeatureBlocks";
import {
  FreemiumComparison,
  type FreemiumComparisonCopy,
} from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { type Logo, LogoStrip, type LogoStripCopy } from "~/components/sections/LogoStrip";
import { PromotionBox, type PromotionBoxCopy } from "~/components/sections/PromotionBox";
import { TestimonialGrid, type TestimonialGridCopy } from "~/components/sections/TestimonialGrid";
import { VideoSection, type VideoSectionCopy } from "~/components/sections/VideoSection";

export interface LearningJourneyCopy {
  hero: HeroCopy;
  video: VideoSectionCopy;
  features: FeatureBlocksCopy;
  /** Shown between `features` and `moreFeatures`, and again at the end. */
  callToAction: CallToActionCopy;
  moreFeatures: FeatureBlocksCopy;
  partners?: LogoStripCopy;
  testimonials: TestimonialGridCopy;
}

/** What the page shows of the data other pages show too (content/shared/), in its language. */
export interface LearningJourneyShared {
  videoFallback: string;
  partnerLogos: readonly Logo[];
  logoStripControls: { pauseLabel: string; playLabel: string };
  learnerStories: readonly Testimonial[];
  freemium: FreemiumComparisonCopy;
  promotion: PromotionBoxCopy;
}

/** The learning-journey landing page, in whichever language its copy is written. */
export function LearningJourneyPage({
  copy,
  shared,
}: {
  copy: LearningJourneyCopy;
  shared: LearningJourneyShared;
}) {
  return (
    <>
      <Hero {...copy.hero} />
      {/* Right under a short hero: on a phone the player is in the first screen. */}
      <VideoSection {...copy.video} videoFallback={shared.videoFallback} tone="tinted" lead />
      <FeatureBlocks {...copy.features} />
      <CallToAction {...copy.callToAction} />
      <FeatureBlocks {...copy.moreFeatures} />
      {copy.partners ? (
        <LogoStrip {...copy.partners} logos={shared.partnerLogos} {...shared.logoStripControls} />
      ) : null}
      <TestimonialGrid {...copy.testimonials} items={shared.learnerStories} />
      <FreemiumComparison {...shared.freemium} />
      <PromotionBox {...shared.promotion} />
      <CallToAction {...copy.callToAction} repeat />
    </>
  );
}
