import { Hero } from "~/components/sections/Hero";
import { privacyPage } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta(privacyPage.meta, "/privacy-policy");

export default function PrivacyPage() {
  return <Hero {...privacyPage.hero} />;
}
