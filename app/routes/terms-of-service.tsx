import { Hero } from "~/components/sections/Hero";
import { LegalDocument } from "~/components/sections/LegalDocument";
import { terms, termsPage } from "~/content/terms-of-service";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = () => pageMeta(termsPage, "/terms-of-service");

export default function TermsOfServicePage() {
  return (
    <>
      <Hero {...termsPage.hero} />
      <LegalDocument {...terms} />
    </>
  );
}
