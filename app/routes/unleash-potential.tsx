import { LearningJourneyPage } from "~/components/templates/LearningJourneyPage";
import { unleashPotentialPage } from "~/content/unleash-potential";
import { pageMeta } from "~/lib/meta";
import { freemiumProducts } from "~/lib/structured-data";
import type { Route } from "./+types/unleash-potential";

export const meta: Route.MetaFunction = () =>
  pageMeta(unleashPotentialPage, "/unleash-potential", {
    structuredData: freemiumProducts(unleashPotentialPage.freemium),
  });

export default function UnleashPotentialPage() {
  return <LearningJourneyPage content={unleashPotentialPage} />;
}
