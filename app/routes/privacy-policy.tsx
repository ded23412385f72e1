import { Hero } from "~/components/sections/Hero";
import { LegalDocument } from "~/components/sections/LegalDocument";
import { privacy, privacyPage } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta(privacyPage, "/privacy-policy");

export default function PrivacyPolicyPage() {
  return (
    <>
      <Hero {...privacyPage.hero} />
      <LegalDocument {...privacy} />
    </>
  );
}
