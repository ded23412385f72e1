import { IndividualsLandingPage } from "~/components/templates/IndividualsLandingPage";
import { individualsEnPage } from "~/content/individuals-en";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/individuals-en";

export const meta: Route.MetaFunction = () => pageMeta(individualsEnPage.meta, "/individuals/en");

export default function IndividualsEnPage() {
  return <IndividualsLandingPage content={individualsEnPage} />;
}
