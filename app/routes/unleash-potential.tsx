import { LearningJourneyPage } from "~/components/templates/LearningJourneyPage";
import { unleashPotentialPage } from "~/content/unleash-potential";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unleash-potential";

export const meta: Route.MetaFunction = () =>
  pageMeta(unleashPotentialPage.meta, "/unleash-potential");

export default function UnleashPotentialPage() {
  return <LearningJourneyPage content={unleashPotentialPage} />;
}
