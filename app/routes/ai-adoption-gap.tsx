import { Hero } from "~/components/sections/Hero";
import { aiAdoptionGapPage } from "~/content/ai-adoption-gap";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-adoption-gap";

export const meta: Route.MetaFunction = () => pageMeta(aiAdoptionGapPage.meta, "/ai-adoption-gap");

export default function AiAdoptionGapPage() {
  return <Hero {...aiAdoptionGapPage.hero} />;
}
