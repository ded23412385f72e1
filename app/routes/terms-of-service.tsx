import { Hero } from "~/components/sections/Hero";
import { termsPage } from "~/content/terms-of-service";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = () => pageMeta(termsPage.meta, "/terms-of-service");

export default function TermsPage() {
  return <Hero {...termsPage.hero} />;
}
