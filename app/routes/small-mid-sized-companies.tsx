import { CompanySolutionPage } from "~/components/templates/CompanySolutionPage";
import { smcPage } from "~/content/small-mid-sized-companies";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/small-mid-sized-companies";

export const meta: Route.MetaFunction = () => pageMeta(smcPage, "/small-mid-sized-companies");

export default function SmcPage() {
  return <CompanySolutionPage content={smcPage} />;
}
