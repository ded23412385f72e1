import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureBlocks } from "~/components/sections/FeatureBlocks";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { individualsPage } from "~/content/individuals";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/individuals";

export const meta: Route.MetaFunction = () => pageMeta(individualsPage, "/individuals");

export default function IndividualsPage() {
  return (
    <>
      <Hero {...individualsPage.hero} />
      <FeatureGrid {...individualsPage.programmes} columns={4} tone="tinted" />
      <FeatureBlocks blocks={individualsPage.practice} />
      <CallToAction {...individualsPage.plans} />
    </>
  );
}
