import { CallToAction, type CallToActionCopy } from "~/components/sections/CallToAction";
import { type FeatureBlockCopy, FeatureBlocks } from "~/components/sections/FeatureBlocks";
import {
  FreemiumComparison,
  type FreemiumComparisonCopy,
} from "~/components/sections/FreemiumComparison";
import { Hero } from "~/components/sections/Hero";
import type { HeroCopy } from "~/components/sections/Hero.schema";
import { LogoStrip, type LogoStripProps } from "~/components/sections/LogoStrip";
import { PromotionBox, type PromotionBoxCopy } from "~/components/sections/PromotionBox";
import { TestimonialGrid, type TestimonialGridProps } from "~/components/sections/TestimonialGrid";
import { VideoSection, type VideoSectionProps } from "~/components/sections/VideoSection";

export interface LearningJourneyContent {
  hero: HeroCopy;
  video: VideoSectionProps;
  blocks: readonly FeatureBlockCopy[];
  /** The first call to action interrupts the blocks after this many. */
  blocksBeforeCallToAction: number;
  callToAction: CallToActionCopy;
  partners?: LogoStripProps;
  testimonials: TestimonialGridProps;
  freemium: FreemiumComparisonCopy;
  promotion: PromotionBoxCopy;
}

/** The learning-journey landing page, in whichever language its content is written. */
export function LearningJourneyPage({ content }: { content: LearningJourneyContent }) {
  const { blocks, blocksBeforeCallToAction: split } = content;
  return (
    <>
      <Hero {...content.hero} />
      {/* Right under a short hero: on a phone the player is in the first screen. */}
      <VideoSection {...content.video} tone="tinted" lead />
      <FeatureBlocks blocks={blocks.slice(0, split)} />
      <CallToAction {...content.callToAction} />
      <FeatureBlocks blocks={blocks.slice(split)} />
      {content.partners ? <LogoStrip {...content.partners} /> : null}
      <TestimonialGrid {...content.testimonials} />
      <FreemiumComparison {...content.freemium} />
      <PromotionBox {...content.promotion} />
      <CallToAction {...content.callToAction} repeat />
    </>
  );
}
