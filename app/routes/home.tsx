import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { LogoStrip } from "~/components/sections/LogoStrip";
import { PartnerLogos } from "~/components/sections/PartnerLogos";
import { SolutionCards } from "~/components/sections/SolutionCards";
import { Testimonials } from "~/components/sections/Testimonials";
import { VideoSection } from "~/components/sections/VideoSection";
import { homePage } from "~/content/home";
import { customerLogoStrip, customerVoices, partnerLogos } from "~/content/shared/sections";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(homePage, "/");

export default function HomePage() {
  return (
    <>
      <Hero {...homePage.hero} />
      <LogoStrip {...customerLogoStrip} />
      <FeatureGrid {...homePage.platform} tone="tinted" />
      <VideoSection {...homePage.video} />
      <SolutionCards {...homePage.solutions} tone="tinted" />
      <PartnerLogos {...partnerLogos} />
      <Testimonials {...customerVoices} tone="tinted" />
      <CallToAction {...homePage.contact} />
    </>
  );
}
