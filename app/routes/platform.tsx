import { CallToAction } from "~/components/sections/CallToAction";
import { ChecklistGroups } from "~/components/sections/ChecklistGroups";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { ImpactStats } from "~/components/sections/ImpactStats";
import { PlatformOptions } from "~/components/sections/PlatformOptions";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { Testimonials } from "~/components/sections/Testimonials";
import { VideoSection } from "~/components/sections/VideoSection";
import { platformPage as page } from "~/content/platform";
import { customerVoices } from "~/content/shared/sections";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/platform";

export const meta: Route.MetaFunction = () => pageMeta(page, "/platform");

export default function PlatformPage() {
  return (
    <>
      <Hero {...page.hero} />
      <ImpactStats {...page.results} tone="tinted" />
      <ChecklistGroups {...page.benefits} />
      <VideoSection {...page.demo} tone="tinted" />
      <FeatureGrid {...page.howItWorks} columns={4} />
      <ProcessSteps {...page.journey} tone="tinted" />
      <FeatureGrid {...page.features} />
      <PlatformOptions {...page.options} tone="tinted" />
      <ChecklistGroups {...page.services} />
      <Testimonials {...customerVoices} tone="tinted" />
      <CallToAction {...page.contact} />
    </>
  );
}
