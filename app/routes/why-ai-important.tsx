import { CallToAction } from "~/components/sections/CallToAction";
import { ChecklistGroups } from "~/components/sections/ChecklistGroups";
import { Hero } from "~/components/sections/Hero";
import { PillList } from "~/components/sections/PillList";
import { ProseSection } from "~/components/sections/ProseSection";
import { whyAiImportantPage as page } from "~/content/why-ai-important";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/why-ai-important";

export const meta: Route.MetaFunction = () => pageMeta(page, "/why-ai-important");

export default function WhyAiImportantPage() {
  return (
    <>
      <Hero {...page.hero} />
      <ProseSection {...page.context} />
      <ChecklistGroups {...page.benefits} tone="tinted" />
      <PillList {...page.functions} />
      <CallToAction {...page.cta} />
    </>
  );
}
