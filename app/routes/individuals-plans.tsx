import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { PlanCards } from "~/components/sections/PlanCards";
import { individualsPlansPage } from "~/content/individuals-plans";
import { pageMeta } from "~/lib/meta";
import { planProducts } from "~/lib/structured-data";
import type { Route } from "./+types/individuals-plans";

export const meta: Route.MetaFunction = () =>
  pageMeta(individualsPlansPage, "/individuals2", {
    structuredData: planProducts(individualsPlansPage.plans.plans),
  });

export default function IndividualsPlansPage() {
  return (
    <>
      <Hero {...individualsPlansPage.hero} />
      <PlanCards {...individualsPlansPage.plans} />
      <CallToAction {...individualsPlansPage.questions} />
    </>
  );
}
