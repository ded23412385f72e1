import { Hero } from "~/components/sections/Hero";
import { companyPage } from "~/content/company";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = () => pageMeta(companyPage.meta, "/company");

export default function CompanyPage() {
  return <Hero {...companyPage.hero} />;
}
