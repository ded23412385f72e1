import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { FeatureBlocks, type FeatureBlocksCopy } from "~/components/sections/FeatureBlocks";
import {
  FreemiumComparison,
  type FreemiumComparisonCopy,
} from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { LogoStrip, type LogoStripCopy } from "~/components/sections/LogoStrip";
import { PromotionBox, type PromotionBoxCopy } from "~/components/sections/PromotionBox";
import { TestimonialGrid, type TestimonialGridCopy } from "~/components/sections/TestimonialGrid";
import { VideoSection, type VideoSectionCopy } from "~/components/sections/VideoSection";
import type { PlayerCopy } from "~/content/ui-copy";

export interface LearningJourneyCopy {
  hero: HeroCopy;
  video: VideoSectionCopy;
  features: FeatureBlocksCopy;
  /** Shown between `features` and `moreFeatures`, and again at the end. */
  callToAction: CallToActionCopy;
  moreFeatures: FeatureBlocksCopy;
  partners?: LogoStripCopy;
  testimonials: TestimonialGridCopy;
  /** Entry against Premium, from freemium-comparisons.yaml. */
  freemium: FreemiumComparisonCopy;
  /** Today's offer, from promotions.yaml. */
  promotion: PromotionBoxCopy;
}

/** What the page shows of the data other pages show too (content/shared/), in its language. */
export interface LearningJourneyShared {
  player: PlayerCopy;
  logoStripControls: { pauseLabel: string; playLabel: string };
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
      <VideoSection {...copy.video} player={shared.player} tone="tinted" lead />
      <FeatureBlocks {...copy.features} />
      <CallToAction {...copy.callToAction} />
      <FeatureBlocks {...copy.moreFeatures} />
      {copy.partners ? <LogoStrip {...copy.partners} {...shared.logoStripControls} /> : null}
      <TestimonialGrid {...copy.testimonials} />
      <FreemiumComparison {...copy.freemium} />
      <PromotionBox {...copy.promotion} />
      <CallToAction {...copy.callToAction} repeat />
    </>
  );
}
