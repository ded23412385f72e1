import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Hero } from "~/components/sections/Hero";
import { ImpactStats } from "~/components/sections/ImpactStats";
import {
  impactNumbers,
  initiativeGoals,
  initiativeLink,
  philanthropyPage,
} from "~/content/philanthropy";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/philanthropy";

export const meta: Route.MetaFunction = () => pageMeta(philanthropyPage, "/philanthropy");

export default function PhilanthropyPage() {
  return (
    <>
      <Hero {...philanthropyPage.hero} />
      <ImpactStats {...impactNumbers} />
      <FeatureGrid {...initiativeGoals} columns={4} tone="tinted" />
      <CallToAction {...initiativeLink} />
    </>
  );
}
