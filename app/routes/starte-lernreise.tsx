import { LearningJourneyPage } from "~/components/templates/LearningJourneyPage";
import { starteLernreisePage } from "~/content/starte-lernreise";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { freemiumProducts } from "~/lib/structured-data";
import type { Route } from "./+types/starte-lernreise";

export const handle: RouteHandle = { lang: "de" };

export const meta: Route.MetaFunction = () =>
  pageMeta(starteLernreisePage, "/starte-lernreise", {
    structuredData: freemiumProducts(starteLernreisePage.freemium),
  });

export default function StarteLernreisePage() {
  return <LearningJourneyPage content={starteLernreisePage} />;
}
