import { IndividualsLandingPage } from "~/components/templates/IndividualsLandingPage";
import { individualsDePage } from "~/content/individuals-de";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { freemiumProducts } from "~/lib/structured-data";
import type { Route } from "./+types/individuals-de";

export const handle: RouteHandle = { lang: "de" };

export const meta: Route.MetaFunction = () =>
  pageMeta(individualsDePage, "/individuals/de", {
    structuredData: freemiumProducts(individualsDePage.freemium),
  });

export default function IndividualsDePage() {
  return <IndividualsLandingPage content={individualsDePage} />;
}
