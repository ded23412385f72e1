import { IndividualsLandingPage } from "~/components/templates/IndividualsLandingPage";
import { individualsEnPage } from "~/content/individuals-en";
import { pageMeta } from "~/lib/meta";
import { freemiumProducts } from "~/lib/structured-data";
import type { Route } from "./+types/individuals-en";

export const meta: Route.MetaFunction = () =>
  pageMeta(individualsEnPage, "/individuals/en", {
    structuredData: freemiumProducts(individualsEnPage.freemium),
  });

export default function IndividualsEnPage() {
  return <IndividualsLandingPage content={individualsEnPage} />;
}
