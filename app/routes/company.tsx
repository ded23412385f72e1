import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { ImpactStats } from "~/components/sections/ImpactStats";
import { LogoStrip } from "~/components/sections/LogoStrip";
import { ProseSection } from "~/components/sections/ProseSection";
import { VideoSection } from "~/components/sections/VideoSection";
import {
  companyContact,
  companyLogos,
  companyPage,
  companyStats,
  companyStory,
  companyTeam,
  companyVideo,
} from "~/content/company";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = () => pageMeta(companyPage, "/company");

export default function CompanyPage() {
  return (
    <>
      <Hero {...companyPage.hero} />
      <ProseSection {...companyStory} />
      <ImpactStats {...companyStats} tone="tinted" />
      <VideoSection {...companyVideo} />
      <FeatureGrid {...companyTeam} columns={4} tone="tinted" />
      <LogoStrip {...companyLogos} />
      <CallToAction {...companyContact} />
    </>
  );
}
