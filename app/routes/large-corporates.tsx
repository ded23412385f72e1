import { CompanySolutionPage } from "~/components/templates/CompanySolutionPage";
import { largeCorporatesPage } from "~/content/large-corporates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/large-corporates";

export const meta: Route.MetaFunction = () => pageMeta(largeCorporatesPage, "/large-corporates");

export default function LargeCorporatesPage() {
  return <CompanySolutionPage content={largeCorporatesPage} />;
}
