import { Hero } from "~/components/sections/Hero";
import { whyAiImportantPage } from "~/content/why-ai-important";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/why-ai-important";

export const meta: Route.MetaFunction = () =>
  pageMeta(whyAiImportantPage.meta, "/why-ai-important");

export default function WhyAiImportantPage() {
  return <Hero {...whyAiImportantPage.hero} />;
}
