import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { ImpactStats } from "~/components/sections/ImpactStats";
import { ProseSection } from "~/components/sections/ProseSection";
import { aiAdoptionGapPage as page } from "~/content/ai-adoption-gap";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-adoption-gap";

export const meta: Route.MetaFunction = () => pageMeta(page, "/ai-adoption-gap");

export default function AiAdoptionGapPage() {
  return (
    <>
      <Hero {...page.hero} />
      <FeatureGrid {...page.gapAnalysis} columns={4} tone="tinted" />
      <ProseSection {...page.solutions} />
      <ImpactStats {...page.results} tone="tinted" />
      <CallToAction {...page.cta} />
    </>
  );
}
