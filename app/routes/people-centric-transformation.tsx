import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { ProseSection } from "~/components/sections/ProseSection";
import { peopleCentricPage as page } from "~/content/people-centric-transformation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/people-centric-transformation";

export const meta: Route.MetaFunction = () => pageMeta(page, "/people-centric-transformation");

export default function PeopleCentricTransformationPage() {
  return (
    <>
      <Hero {...page.hero} />
      <ProseSection {...page.challenge} />
      <ProseSection {...page.solution} tone="tinted" />
      <FeatureGrid {...page.successFactors} />
      <CallToAction {...page.cta} />
    </>
  );
}
